import fc from 'fast-check';
import { generateBalls, seededRandomInt } from '../generators';
import type { Family } from '../types';
import type { PredictionWindow } from './window';
import {
  createPredictionWindow,
  missingOf,
  predictionWindowOf,
  PREDICTION_LOOKBACK,
  pushDraw,
  windowLength,
} from './window';

/** A PK10 draw with `first` as 冠军 and the rest in order. */
const pk10 = (first: number) => [first, ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((n) => n !== first)];

/** Per series, per category: [missing, hot, hits] — everything a method reads. */
const snapshot = (w: PredictionWindow) =>
  w.series.map((s, i) => s.labels.map((_, c) => [missingOf(w, i, c), w.states[i].hot[c], w.states[i].hits[c]]));

describe('prediction window', () => {
  it('counts missing from the last occurrence, |W| for numbers not in the window', () => {
    const w = predictionWindowOf('pk10', [3, 5, 3, 7].map(pk10));
    const hm1 = w.series.findIndex((s) => s.key === 'hm1');
    const at = (n: number) => [missingOf(w, hm1, n - 1), w.states[hm1].hot[n - 1], w.states[hm1].hits[n - 1]];
    expect(at(7)).toEqual([0, 1, 1]);
    expect(at(3)).toEqual([1, 2, 2]);
    expect(at(5)).toEqual([2, 1, 1]);
    expect(at(1)).toEqual([4, 0, 0]); // never in the window: |W| = 4
    expect(windowLength(w)).toBe(4);
  });

  it('forgets what leaves the 200-draw window and the 30-draw hot window', () => {
    const w = createPredictionWindow('pk10');
    pushDraw(w, pk10(10));
    for (let i = 1; i < 230; i++) pushDraw(w, pk10(i === 200 ? 3 : 1 + (i % 2)));
    const hm1 = w.series.findIndex((s) => s.key === 'hm1');
    expect(w.drawCount).toBe(230);
    expect(windowLength(w)).toBe(PREDICTION_LOOKBACK);
    expect(missingOf(w, hm1, 10 - 1)).toBe(200); // drawn at draw 0, outside the window
    expect(w.states[hm1].hits[10 - 1]).toBe(0);
    expect(missingOf(w, hm1, 3 - 1)).toBe(29);
    expect(w.states[hm1].hot[3 - 1]).toBe(1); // draw 200 is the oldest of the last 30
    pushDraw(w, pk10(1));
    expect(w.states[hm1].hot[3 - 1]).toBe(0);
    expect(w.states[hm1].hits[3 - 1]).toBe(1);
  });

  it('counts a 和 as a draw that hits neither side (11选5 ball 11)', () => {
    const w = predictionWindowOf('11x5', [
      [7, 1, 2, 3, 4],
      [11, 1, 2, 3, 4],
      [11, 1, 2, 3, 4],
    ]);
    const i = w.series.findIndex((s) => s.key === 'hm1:daxiao');
    expect([missingOf(w, i, 0), missingOf(w, i, 1)]).toEqual([2, 3]); // 大 two draws ago, 小 never
    expect([...w.states[i].hits]).toEqual([1, 0]);
  });

  it('refuses an illegal draw and stays as it was', () => {
    const w = predictionWindowOf('ssc', [[1, 2, 3, 4, 5]]);
    const before = snapshot(w);
    expect(() => pushDraw(w, [1, 2, 3, 4, 10])).toThrow('号码 10 超出范围 0–9');
    expect(() => pushDraw(w, [1, 2, 3])).toThrow(RangeError);
    expect(snapshot(w)).toEqual(before);
    expect(w.drawCount).toBe(1);
  });

  it.each(['kl8', 'xy28'] as const)('%s has no plans', (group) => {
    expect(() => createPredictionWindow(group)).toThrow(`该彩种没有预测计划：${group}`);
  });

  it.each(['pk10', 'ssc', '11x5', 'k3', 'kl10', 'hk6', 'others'] as const)(
    '%s: pushing draw by draw equals building from the history, and from its last 200 draws only (property)',
    (group: Family) => {
      fc.assert(
        fc.property(fc.integer(), fc.integer({ min: 0, max: 450 }), (seed, n) => {
          const rnd = seededRandomInt(seed);
          const history = Array.from({ length: n }, () => generateBalls(group, rnd));
          const live = createPredictionWindow(group);
          for (const balls of history) pushDraw(live, balls);
          expect(snapshot(predictionWindowOf(group, history))).toEqual(snapshot(live));
          expect(snapshot(predictionWindowOf(group, history.slice(-PREDICTION_LOOKBACK)))).toEqual(snapshot(live));
        }),
        { numRuns: 15 },
      );
    },
  );
});
