import { history } from '../__testing__/trendCase';
import { computeTrend } from '../compute';
import { UnknownTrendTypeError } from '../errors';
import { comparePeriods, statisticsBefore } from './statisticsBefore';
import { todayNumberStatistics } from './todayNumberStatistics';

const draws = history([1, 2, 3], [4, 5, 6], [1, 8, 9], [0, 0, 0], [1, 1, 1], [2, 3, 4]);

describe('statisticsBefore', () => {
  it('gives the stats of the `count` draws strictly before periodLT', () => {
    const s = statisticsBefore('others', 'basic', draws, 'P5', 3);
    expect(s).toMatchObject({ count: 3, fromPeriod: 'P2', toPeriod: 'P4' });
    expect(s.stats).toEqual(computeTrend('others', 'basic', draws.slice(0, 4), 3).stats);
    // hm1 num1: hit at P1 and P3; window P2…P4 → missing 1 0 1.
    expect(s.stats.appearCount.hm1.num1).toBe(1);
    expect(s.stats.now.hm1.num1).toBe(1);
  });

  it('without periodLT uses the latest draws; a periodLT past the end likewise', () => {
    expect(statisticsBefore('others', 'sum', draws, undefined, 2).toPeriod).toBe('P6');
    expect(statisticsBefore('others', 'sum', draws, 'P9', 2).toPeriod).toBe('P6');
  });

  it('an early periodLT gives a short or empty window', () => {
    expect(statisticsBefore('others', 'basic', draws, 'P2', 30)).toMatchObject({
      count: 1,
      fromPeriod: 'P1',
      toPeriod: 'P1',
    });
    const empty = statisticsBefore('others', 'basic', draws, 'P1', 30);
    expect(empty).toMatchObject({ count: 0, fromPeriod: null, toPeriod: null });
    expect(empty.stats.now.hm1.num1).toBe(0);
  });

  it('rejects bad counts and types like computeTrend', () => {
    expect(() => statisticsBefore('others', 'basic', draws, 'P3', 0)).toThrow(RangeError);
    expect(() => statisticsBefore('others', 'longHu', draws, 'P3', 3)).toThrow(UnknownTrendTypeError);
  });

  it('compares periods by length, then as text', () => {
    expect(comparePeriods('2026099', '2026100')).toBeLessThan(0);
    expect(comparePeriods('20261121-0457', '20261121-0457')).toBe(0);
    expect(comparePeriods('99', '100')).toBeLessThan(0);
  });
});

describe('todayNumberStatistics', () => {
  it('counts each number per position and anywhere, with hot and cold lists', () => {
    const s = todayNumberStatistics('others', draws);
    expect(s.count).toBe(6);
    expect(s.positions.map((p) => p.key)).toEqual(['hm1', 'hm2', 'hm3', 'all']);
    expect(s.counts.hm1).toEqual({
      num0: 1,
      num1: 3,
      num2: 1,
      num3: 0,
      num4: 1,
      num5: 0,
      num6: 0,
      num7: 0,
      num8: 0,
      num9: 0,
    });
    // all: 1 five times (once, once, thrice), 0 three times, 2 3 4 twice, 5 6 8 9 once, 7 never
    expect(s.counts.all).toEqual({
      num0: 3,
      num1: 5,
      num2: 2,
      num3: 2,
      num4: 2,
      num5: 1,
      num6: 1,
      num7: 0,
      num8: 1,
      num9: 1,
    });
    expect(s.hot.all).toEqual([1, 0, 2, 3, 4]);
    expect(s.cold.all).toEqual([7, 5, 6, 8, 9]);
    expect(s.hot.hm1).toEqual([1, 0, 2, 4]); // only numbers drawn at least once
    expect(s.cold.hm1).toEqual([3, 5, 6, 7, 8]);
  });

  it('takes only the last `count` draws when given', () => {
    const s = todayNumberStatistics('others', draws, 2);
    expect(s.count).toBe(2);
    expect(s.counts.hm1.num1).toBe(1);
    expect(() => todayNumberStatistics('others', draws, 0)).toThrow(RangeError);
  });

  it('six-mark: `all` is the six regular numbers, hm7 the special; kl8 only `all`', () => {
    const s = todayNumberStatistics('hk6', history([1, 2, 3, 4, 5, 6, 49], [1, 7, 8, 9, 10, 11, 2]));
    expect(s.counts.all.num49).toBe(0);
    expect(s.counts.hm7.num49).toBe(1);
    expect(s.counts.all.num1).toBe(2);
    expect(s.hot.all[0]).toBe(1);
    expect(s.positions.find((p) => p.key === 'all')!.label).toBe('正码');
    const k = todayNumberStatistics('kl8', history(Array.from({ length: 20 }, (_, i) => i + 1)));
    expect(k.positions.map((p) => p.key)).toEqual(['all']);
    expect(k.cold.all).toEqual([21, 22, 23, 24, 25]);
  });

  it('no draws: zero counts, no hot numbers, the smallest numbers cold', () => {
    const s = todayNumberStatistics('pk10', []);
    expect(s.hot.hm1).toEqual([]);
    expect(s.cold.hm1).toEqual([1, 2, 3, 4, 5]);
    expect(s.counts.hm10.num10).toBe(0);
  });
});
