import fc from 'fast-check';
import type { Trial } from './rates';
import { recentRates, rollingRates, summarizeTrials, wilsonInterval } from './rates';

describe('wilsonInterval', () => {
  it.each([
    // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    // and a few more worked by hand from the formula
    [50, 100, 0.4038, 0.5962],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [7, 30, 0.1179, 0.4093],
  ])('%i of %i: [%p, %p]', (hits, n, low, high) => {
    const w = wilsonInterval(hits, n);
    expect(w.low).toBeCloseTo(low, 4);
    expect(w.high).toBeCloseTo(high, 4);
  });

  it('knows nothing from no trials', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('contains the measured rate and stays in [0, 1] (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const hits = Math.floor(f * n);
        const { low, high } = wilsonInterval(hits, n);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(hits / n + 1e-12);
        expect(high).toBeGreaterThanOrEqual(hits / n - 1e-12);
      }),
    );
  });
});

const t = (pattern: string, chance = 0.5): Trial[] => [...pattern].map((c) => ({ hit: c === '1', chance }));

describe('summarizeTrials and recentRates', () => {
  it('gives the rate, the mean chance of the picks and the interval', () => {
    const trials = [...t('1100', 0.5), ...t('10', 0.4)];
    const s = summarizeTrials(trials);
    expect([s.n, s.hits, s.rate]).toEqual([6, 3, 0.5]);
    expect(s.chance).toBeCloseTo((4 * 0.5 + 2 * 0.4) / 6, 15);
    expect([s.low, s.high]).toEqual(Object.values(wilsonInterval(3, 6)));
    expect(summarizeTrials([])).toEqual({ n: 0, hits: 0, rate: 0, chance: 0, low: 0, high: 1 });
  });

  it('takes the last 30, the last 100 and all', () => {
    const trials = [...t('0'.repeat(100)), ...t('1'.repeat(70)), ...t('0'.repeat(30))];
    const r = recentRates(trials);
    expect([r.last30.n, r.last30.hits]).toEqual([30, 0]);
    expect([r.last100.n, r.last100.hits]).toEqual([100, 70]);
    expect([r.all.n, r.all.hits]).toEqual([200, 70]);
    expect(recentRates(t('101')).last30).toMatchObject({ n: 3, hits: 2 });
  });
});

describe('rollingRates', () => {
  it('gives one point per full window, at the index of its last trial', () => {
    const trials = [...t('1101', 0.5), ...t('00', 0.3)];
    const points = rollingRates(trials, 4);
    expect(points.map((p) => [p.index, p.rate])).toEqual([
      [3, 0.75],
      [4, 0.5],
      [5, 0.25],
    ]);
    expect(points.map((p) => p.chance)).toEqual([0.5, 0.45, 0.4].map((c) => expect.closeTo(c, 12)));
    expect(rollingRates(t('11'), 3)).toEqual([]);
    expect(() => rollingRates(t('11'), 0)).toThrow(RangeError);
  });

  it('equals the window recomputed from scratch (property)', () => {
    const trial = fc.record({ hit: fc.boolean(), chance: fc.double({ min: 0, max: 1, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(trial, { maxLength: 300 }), fc.integer({ min: 1, max: 40 }), (trials, w) => {
        const points = rollingRates(trials, w);
        expect(points.length).toBe(Math.max(0, trials.length - w + 1));
        for (const p of points) {
          const s = summarizeTrials(trials, p.index + 1 - w, p.index + 1);
          expect(p.rate).toBe(s.rate);
          expect(p.chance).toBeCloseTo(s.chance, 9);
        }
      }),
    );
  });
});
