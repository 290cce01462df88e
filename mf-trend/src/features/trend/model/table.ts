import {
  STAT_ORDER,
  trendTypesFor,
  type Family,
  type TrendResponse,
  type TrendResult,
  type TrendTypeId,
  type TrendTypeSpec,
} from '@cp/shared/domain';
import { blocksOf, columnCountOf } from './blocks';
import { EMPTY } from './constants';
import type { Block, TableRow, TableStats, TrendTable } from './types';

export type Warn = (message: string, detail: unknown) => void;

/** What `readTable` found that the expected key list did not foresee (or missed). */
export interface Mismatch {
  type: string;
  /** `position.key` paths expected but absent (or not a count) in some row or statistic. */
  missing: string[];
  /** `position.key` paths present in the response but not expected. */
  unexpected: string[];
}

type Nested = Record<string, Record<string, number>> | undefined;

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Copies `source[position][key]` of every column into `out`, EMPTY where absent; notes mismatches. */
function fill(
  source: Nested,
  blocks: readonly Block[],
  out: Int32Array,
  missing: Set<string>,
  unexpected: Set<string>,
): void {
  for (const b of blocks) {
    const record = source?.[b.position];
    for (let i = 0; i < b.keys.length; i++) {
      const v = record?.[b.keys[i].key];
      if (isCount(v)) out[b.start + i] = v;
      else {
        out[b.start + i] = EMPTY;
        missing.add(`${b.position}.${b.keys[i].key}`);
      }
    }
    if (record && Object.keys(record).length !== b.keys.length) {
      for (const k of Object.keys(record)) if (!b.keys.some((x) => x.key === k)) unexpected.add(`${b.position}.${k}`);
    }
  }
}

const blockCache = new WeakMap<TrendTypeSpec, Block[]>();

/**
 * The blocks of a type, the same objects every time its tables are read: another window (近60期)
 * of the same type keeps its blocks, so the header, the statistics and the measured column
 * geometry need not be built again.
 */
function specBlocks(spec: TrendTypeSpec): Block[] {
  let blocks = blockCache.get(spec);
  if (!blocks) blockCache.set(spec, (blocks = blocksOf(spec)));
  return blocks;
}

/**
 * Turns one trend type of the API response into a table over the expected keys of `spec`
 * (trendTypesFor): every expected cell the response lacks is filled as EMPTY, and the mismatch
 * (expected but absent, or present but unexpected) is reported once through `warn` —
 * specification section 5. Rows keep the response's order (oldest first).
 */
export function readTable(spec: TrendTypeSpec, result: TrendResult | undefined, warn: Warn = console.warn): TrendTable {
  const blocks = specBlocks(spec);
  const columnCount = columnCountOf(blocks);
  const missing = new Set<string>();
  const unexpected = new Set<string>();
  const list = Array.isArray(result?.list) ? result.list : [];
  const rows: TableRow[] = list.map((r) => {
    const values = new Int32Array(columnCount);
    fill(r.missing, blocks, values, missing, unexpected);
    return { period: String(r.period), drawTime: r.drawTime, balls: Array.isArray(r.balls) ? r.balls : [], values };
  });
  const stats = {} as TableStats;
  for (const name of STAT_ORDER) {
    stats[name] = new Int32Array(columnCount);
    if (rows.length) fill(result?.stats?.[name], blocks, stats[name], missing, unexpected);
    else stats[name].fill(EMPTY);
  }
  if (missing.size || unexpected.size) {
    const detail: Mismatch = { type: spec.type, missing: [...missing], unexpected: [...unexpected] };
    warn(`[trend] ${spec.label}：返回的号码与预期不一致，缺少的格子按空白显示`, detail);
  }
  return { blocks, columnCount, rows, stats };
}

/** The tables of `types` of `group` in an answer of the trend endpoint (readTable each; unknown types left out). */
export function readTables(
  group: Family,
  types: readonly TrendTypeId[],
  res: TrendResponse,
  warn: Warn = console.warn,
): [TrendTypeId, TrendTable][] {
  const specs = trendTypesFor(group);
  return types.flatMap((type) => {
    const spec = specs.find((s) => s.type === type);
    return spec ? [[type, readTable(spec, res.trends?.[type], warn)] as [TrendTypeId, TrendTable]] : [];
  });
}
