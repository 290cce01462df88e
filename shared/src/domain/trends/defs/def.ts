import type { TrendDraw, TrendKey, TrendPosition, TrendTypeId, TrendTypeSpec } from '../types';
import { recordFactory, type RecordFactory } from '../engine/factory';

/**
 * One trend type compiled for one family: its table metadata, its flat key space (the keys of
 * every position back to back), and a classifier that writes the keys a draw hits.
 */
export interface TrendDef {
  readonly spec: TrendTypeSpec;
  /** Number of keys over all positions. */
  readonly keyCount: number;
  /** How many key indices `classify` writes per draw. */
  readonly slots: number;
  /** Writes, for draw `i`, one flat key index per slot into `out`; -1 = this slot hits nothing. */
  readonly classify: (draws: readonly TrendDraw[], i: number, out: Int32Array) => void;
  /** Builds the `position → key → number` record from a flat buffer of `keyCount` values. */
  readonly record: RecordFactory;
}

/**
 * One classification slot: a draw yields an integer in [lo, hi] (lo ≥ 0) — the ball at index
 * `ball`, or else the slot's entry of the type's `values` function, where -1 means "nothing" —
 * and `keyOf` names the key that value hits, or null for none.
 */
export interface Dim {
  lo: number;
  hi: number;
  keyOf: (v: number) => string | null;
  ball?: number;
}

/**
 * Writes the raw value of every slot of draw `i` into `out`, in the order of the drafts' dims
 * (all of them, also those of a position that turns out empty). Draws must be legal for the
 * family (`validateBalls`); -1 marks a slot with nothing to hit (e.g. no previous draw).
 */
export type RawValues = (draws: readonly TrendDraw[], i: number, out: Int32Array) => void;

/** A position block under construction: its candidate keys in display order and its slots. */
export interface PositionDraft {
  key: string;
  label: string;
  candidates: readonly TrendKey[];
  dims: readonly Dim[];
}

function occurringKeys(p: PositionDraft): TrendKey[] {
  const seen = new Set<string>();
  for (const d of p.dims) {
    for (let v = d.lo; v <= d.hi; v++) {
      const k = d.keyOf(v);
      if (k !== null) seen.add(k);
    }
  }
  for (const k of seen) {
    if (!p.candidates.some((c) => c.key === k)) throw new Error(`Trend key ${k} has no label in ${p.key}`);
  }
  return p.candidates.filter((c) => seen.has(c.key));
}

function ballClassifier(dims: readonly Dim[], tables: Int32Array, tableAt: Int32Array): TrendDef['classify'] {
  const n = dims.length;
  const ball = Int32Array.from(dims, (d) => d.ball ?? 0);
  const lo = Int32Array.from(dims, (d) => d.lo);
  const size = Int32Array.from(dims, (d) => d.hi - d.lo + 1);
  return (draws, i, out) => {
    const balls = draws[i].balls;
    for (let s = 0; s < n; s++) {
      const v = balls[ball[s]] - lo[s];
      out[s] = v >= 0 && v < size[s] ? tables[tableAt[s] + v] : -1;
    }
  };
}

function valueClassifier(
  dims: readonly Dim[],
  tables: Int32Array,
  tableAt: Int32Array,
  values: RawValues,
): TrendDef['classify'] {
  const n = dims.length;
  const lo = Int32Array.from(dims, (d) => d.lo);
  const size = Int32Array.from(dims, (d) => d.hi - d.lo + 1);
  return (draws, i, out) => {
    values(draws, i, out);
    for (let s = 0; s < n; s++) {
      const v = out[s] - lo[s];
      out[s] = v >= 0 && v < size[s] ? tables[tableAt[s] + v] : -1;
    }
  };
}

/**
 * Compiles a trend type from its position drafts. A position keeps only the keys some legal
 * draw can hit ("no impossible keys"); a position left with fewer than two keys says nothing
 * and is dropped (its slots stay, hitting nothing). Without `values` every dim must name its
 * `ball`. Returns null when no position is left: the type does not apply to the family.
 */
export function buildDef(
  type: TrendTypeId,
  label: string,
  drafts: readonly PositionDraft[],
  values?: RawValues,
): TrendDef | null {
  const positions: TrendPosition[] = [];
  const dims: Dim[] = [];
  const dimPos: number[] = [];
  for (const d of drafts) {
    const keys = occurringKeys(d);
    const kept = keys.length >= 2;
    if (kept) positions.push({ key: d.key, label: d.label, keys });
    for (const dim of d.dims) {
      dims.push(dim);
      dimPos.push(kept ? positions.length - 1 : -1);
    }
  }
  if (positions.length === 0) return null;
  const offset: number[] = [];
  let keyCount = 0;
  for (const p of positions) {
    offset.push(keyCount);
    keyCount += p.keys.length;
  }
  const tableAt = new Int32Array(dims.length);
  let tableSize = 0;
  dims.forEach((d, s) => {
    tableAt[s] = tableSize;
    tableSize += d.hi - d.lo + 1;
  });
  const tables = new Int32Array(tableSize).fill(-1);
  dims.forEach((d, s) => {
    if (dimPos[s] < 0) return;
    const p = positions[dimPos[s]];
    for (let v = d.lo; v <= d.hi; v++) {
      const k = d.keyOf(v);
      if (k !== null) tables[tableAt[s] + v - d.lo] = offset[dimPos[s]] + p.keys.findIndex((x) => x.key === k);
    }
  });
  let classify: TrendDef['classify'];
  if (values) classify = valueClassifier(dims, tables, tableAt, values);
  else if (dims.every((d) => d.ball !== undefined)) classify = ballClassifier(dims, tables, tableAt);
  else throw new Error(`Trend type ${type}: a dim without a ball needs a values function`);
  const record = recordFactory(positions.map((p) => ({ key: p.key, keys: p.keys.map((k) => k.key) })));
  return { spec: { type, label, positions }, keyCount, slots: dims.length, classify, record };
}
