import fc from 'fast-check';
import { fnv1a, METHOD_IDS, methodOrders, PREDICTION_METHODS, seededOrder } from './methods';
import { predictionWindowOf } from './window';

/**
 * 时时彩 history, oldest first. 万位 (hm1): 1 2 1 3 1 2 4 — hot 1:3 2:2 3:1 4:1; missing 1:2 2:1 3:3
 * 4:0, the six others never (|W| = 7). 千位 (hm2): 9 0 8 1 2 3 4 — 大 小 大 小 小 小 小.
 */
const HISTORY = [
  [1, 9, 0, 0, 0],
  [2, 0, 0, 0, 0],
  [1, 8, 0, 0, 0],
  [3, 1, 0, 0, 0],
  [1, 2, 0, 0, 0],
  [2, 3, 0, 0, 0],
  [4, 4, 0, 0, 0],
];
const TARGET = { code: 'jsssc', period: '20261123-0008' };

describe('methodOrders', () => {
  const w = predictionWindowOf('ssc', HISTORY);
  const orders = (key: string) => {
    const i = w.series.findIndex((s) => s.key === key);
    return Object.fromEntries(METHOD_IDS.map((m, j) => [m, methodOrders(w, i, TARGET)[j]]));
  };

  it.each([
    // hot: count desc, then the more recent (4 before 3), then the never drawn by value
    ['hot', [1, 2, 4, 3, 0, 5, 6, 7, 8, 9]],
    // cold: longest missing first; the never drawn (7) by value
    ['cold', [0, 5, 6, 7, 8, 9, 3, 1, 2, 4]],
    // balanced: |missing − avgMissing| = 0 for 3 (3 vs 6/2) and the never drawn (7 vs 7/1),
    // then 2 (|1 − 5/3| = 2/3), 1 (|2 − 4/4| = 1), 4 (|0 − 6/2| = 3)
    ['balanced', [0, 3, 5, 6, 7, 8, 9, 2, 1, 4]],
    // follow: the last draw's 4 first, then by recency
    ['follow', [4, 2, 1, 3, 0, 5, 6, 7, 8, 9]],
  ])('万位 numbers, %s: %j', (method, order) => {
    expect(orders('hm1')[method]).toEqual(order);
  });

  it.each([
    ['hot', '小'], // 小 5, 大 2
    ['cold', '大'], // 大 missing 4, 小 0
    ['balanced', '小'], // 大 |4 − 5/3| = 7/3, 小 |0 − 2/6| = 1/3
    ['follow', '小'],
  ])('千位 大小, %s picks %s', (method, side) => {
    expect(['大', '小'][orders('hm2:daxiao')[method][0]]).toBe(side);
  });

  it('gives every method a full order of the categories', () => {
    for (const s of w.series) {
      const i = w.series.indexOf(s);
      for (const order of methodOrders(w, i, TARGET)) {
        expect([...order].sort((a, b) => a - b)).toEqual(s.labels.map((_, c) => c));
      }
    }
  });

  it('orders by value when nothing has been drawn yet', () => {
    const empty = predictionWindowOf('ssc', []);
    expect(methodOrders(empty, 0, TARGET).slice(0, 4)).toEqual(
      Array.from({ length: 4 }, () => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
    );
  });
});

describe('the random control', () => {
  it('FNV-1a matches its reference values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('is a permutation fixed by code, period and series (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.integer({ min: 1, max: 49 }), (code, period, key, k) => {
        const order = seededOrder(code, period, key, k);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: k }, (_, i) => i));
        expect(seededOrder(code, period, key, k)).toEqual(order);
      }),
    );
  });

  it('changes with the period and the lottery, and ignores the history', () => {
    const orders = Array.from({ length: 50 }, (_, p) => seededOrder('jspk10', String(p), 'hm1', 10).join());
    expect(new Set(orders).size).toBeGreaterThan(45);
    expect(seededOrder('jsft', '1', 'hm1', 10)).not.toEqual(seededOrder('jspk10', '1', 'hm1', 10));
    const a = predictionWindowOf('ssc', HISTORY);
    const b = predictionWindowOf('ssc', HISTORY.slice(2));
    expect(methodOrders(a, 0, TARGET)[4]).toEqual(methodOrders(b, 0, TARGET)[4]);
  });

  it('every method has a name and one-sentence descriptions', () => {
    expect(PREDICTION_METHODS.map((m) => m.name)).toEqual(['热号', '冷号', '均衡', '跟号', '随机对照']);
    for (const m of PREDICTION_METHODS) {
      expect(m.description).toMatch(/^[^。]+。$/);
      expect(m.killDescription).toMatch(/^[^。]+。$/);
    }
  });
});
