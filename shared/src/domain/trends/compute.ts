import type { Family } from '../types';
import { runColumns } from './engine/columns';
import { ByteWriter } from './engine/byteWriter';
import { RowHeads, writeTrendJson } from './engine/json';
import { runTrend } from './engine/run';
import type { TrendDef } from './defs/def';
import { trendDef } from './registry';
import { TREND_COUNT_MAX, TREND_COUNT_MIN, type TrendDraw, type TrendResult, type TrendTypeId } from './types';

/** Throws a RangeError unless `count` is an integer in 1…5000 (API.md). */
export function assertTrendCount(count: number): void {
  if (!Number.isInteger(count) || count < TREND_COUNT_MIN || count > TREND_COUNT_MAX) {
    throw new RangeError(`count 必须是 ${TREND_COUNT_MIN} 到 ${TREND_COUNT_MAX} 之间的整数，实际为 ${String(count)}`);
  }
}

/**
 * One trend of API.md "Trends": `list` = the last `count` draws, oldest first (all of them when
 * fewer exist), each with the missing value of every key of every position, counted over the
 * WHOLE history `draws` (oldest first); `stats` over the window. Throws RangeError for a count
 * outside 1…5000 and UnknownTrendTypeError for a type the family does not offer.
 */
export function computeTrend(
  group: Family,
  type: TrendTypeId | string,
  draws: readonly TrendDraw[],
  count: number,
): TrendResult {
  assertTrendCount(count);
  const def = trendDef(group, type);
  return runTrend(def, draws, draws.length, count, true);
}

/**
 * Several trends of one history at once, keyed by type id. Every type is checked before any is
 * computed, so a bad type fails the whole request (UnknownTrendTypeError) and nothing is wasted.
 */
export function computeTrends<T extends string>(
  group: Family,
  types: readonly T[],
  draws: readonly TrendDraw[],
  count: number,
): Record<T, TrendResult> {
  assertTrendCount(count);
  const out = {} as Record<T, TrendResult>;
  for (const [t, def] of checkedDefs(group, types)) out[t] = runTrend(def, draws, draws.length, count, true);
  return out;
}

/** Each distinct type once, in first-seen order, with its def; throws before any is computed. */
function checkedDefs<T extends string>(group: Family, types: readonly T[]): Map<T, TrendDef> {
  const defs = new Map<T, TrendDef>();
  for (const t of types) if (!defs.has(t)) defs.set(t, trendDef(group, t));
  return defs;
}

/** Reused between calls (they are synchronous), so its pages are not fresh memory every time. */
let scratch: ByteWriter | undefined;
/** A scratch buffer grown past this is dropped after the call rather than kept for the next. */
const SCRATCH_KEEP = 4 << 20;

/**
 * `JSON.stringify(computeTrends(…))` as UTF-8 bytes, byte for byte, written straight from the
 * engine's columns without building row objects (what the server sends; same errors as
 * `computeTrends`). `around` is text written before and after it (e.g. a response envelope).
 */
export function computeTrendsJson(
  group: Family,
  types: readonly string[],
  draws: readonly TrendDraw[],
  count: number,
  around: readonly [string, string] = ['', ''],
): Uint8Array {
  assertTrendCount(count);
  const defs = checkedDefs(group, types);
  const w = scratch ?? new ByteWriter();
  scratch = undefined;
  w.len = 0;
  w.text(around[0]);
  const heads = new RowHeads(draws);
  let first = true;
  for (const [t, def] of defs) {
    w.text(`${first ? '{' : ','}${JSON.stringify(t)}:`);
    writeTrendJson(w, runColumns(def, draws, draws.length, count), heads);
    first = false;
  }
  w.text(first ? '{}' : '}');
  w.text(around[1]);
  const out = w.view().slice();
  if (w.buf.length <= SCRATCH_KEEP) scratch = w;
  return out;
}
