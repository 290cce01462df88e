import { FAMILIES } from '../../families';
import { history } from '../__testing__/trendCase';
import type { TrendDef } from '../defs/def';
import { trendDef } from '../registry';
import { avgMissing, lastHitsBefore } from './lastHits';
import { runTrend } from './run';

describe('avgMissing = round((count − appear) / (appear + 1)), halves up', () => {
  it.each([
    [90, 0, 90],
    [90, 90, 0],
    [4, 1, 2], // 1.5 → 2
    [2, 1, 1], // 0.5 → 1
    [90, 1, 45], // 44.5 → 45
    [3, 1, 1], // 1
    [3, 2, 0], // 0.33 → 0
    [10, 3, 2], // 1.75 → 2
    [9, 2, 2], // 2.33 → 2
    [0, 0, 0],
  ])('count %i, appear %i → %i', (count, appear, want) => {
    expect(avgMissing(count, appear)).toBe(want);
  });
});

/** Wraps a def to count how many draws it classifies. */
function counting(def: TrendDef): { def: TrendDef; calls: () => number } {
  let n = 0;
  return {
    def: { ...def, classify: (d, i, out) => (n++, def.classify(d, i, out)) },
    calls: () => n,
  };
}

describe('runTrend', () => {
  const digits = (n: number) => history(...Array.from({ length: n }, (_, i) => [i % 10, (i * 3) % 10, (i * 7) % 10]));

  it('reads back from the window only until every key has been seen', () => {
    const { def, calls } = counting(trendDef('others', 'basic'));
    runTrend(def, digits(5000), 5000, 30, true);
    // 30 window rows + at most 10 earlier draws: every digit recurs within 10 draws here.
    expect(calls()).toBeLessThanOrEqual(40);
  });

  it('reads the whole history back when a key never hit, and counts it from the first draw', () => {
    const { def, calls } = counting(trendDef('others', 'sum'));
    const r = runTrend(def, digits(500), 500, 10, true);
    expect(calls()).toBe(500);
    // (i, 3i, 7i) mod 10 never sums to 27: at stored index 499 its missing is 500.
    expect(r.stats.now.sum.num27).toBe(500);
    expect(r.list[0].missing.sum.num27).toBe(491);
  });

  it('classifies each draw once and stops at `end` (stats before a period)', () => {
    const { def, calls } = counting(trendDef('others', 'daxiao'));
    const draws = digits(100);
    const r = runTrend(def, draws, 60, 20, false);
    expect(r.list).toEqual([]);
    expect(calls()).toBeLessThanOrEqual(60);
    const full = runTrend(trendDef('others', 'daxiao'), draws.slice(0, 60), 60, 20, true);
    expect(r.stats).toEqual(full.stats);
  });

  it('an empty history gives no rows and zero stats for every key', () => {
    const r = runTrend(trendDef('pk10', 'longHu'), [], 0, 30, true);
    expect(r.list).toEqual([]);
    expect(r.stats.now.lh1).toEqual({ longHu_long: 0, longHu_hu: 0 });
    expect(r.stats.avgMissing.lh5).toEqual({ longHu_long: 0, longHu_hu: 0 });
  });

  it('every row carries every key of every position', () => {
    const def = trendDef('others', 'basic');
    const r = runTrend(def, digits(50), 50, 50, true);
    const f = FAMILIES.others;
    for (const row of r.list) {
      expect(Object.keys(row.missing)).toEqual(['hm1', 'hm2', 'hm3']);
      for (const p of Object.values(row.missing)) expect(Object.keys(p)).toHaveLength(f.max - f.min + 1);
    }
  });

  it('lastHitsBefore gives -1 for keys never hit before the window', () => {
    const def = trendDef('others', 'distributionShape');
    const last = new Int32Array(def.keyCount);
    lastHitsBefore(def, history([1, 2, 3], [4, 4, 5], [6, 7, 8]), 3, last);
    // keys: 豹子, 组三, 组六
    expect(Array.from(last)).toEqual([-1, 1, 2]);
  });
});
