import { history } from './__testing__/trendCase';
import { computeTrend, computeTrends, UnknownTrendTypeError } from './index';

const draws = history([1, 2, 3], [4, 5, 6], [7, 8, 9], [0, 0, 0]);

describe('computeTrend', () => {
  it.each([0, -1, 5001, 1.5, NaN, Infinity])('count %p is a RangeError', (count) => {
    expect(() => computeTrend('others', 'basic', draws, count)).toThrow(RangeError);
  });

  it.each([1, 5000])('count %i is accepted', (count) => {
    expect(computeTrend('others', 'basic', draws, count).list).toHaveLength(Math.min(count, 4));
  });

  it('an unknown or inapplicable type is an UnknownTrendTypeError with a machine code', () => {
    expect(() => computeTrend('others', 'guanYaHe', draws, 30)).toThrow(UnknownTrendTypeError);
    try {
      computeTrend('others', 'nope', draws, 30);
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(UnknownTrendTypeError);
      expect((e as UnknownTrendTypeError).code).toBe('UNKNOWN_TREND_TYPE');
      expect((e as Error).message).toMatch(/nope/);
    }
  });

  it('lists the last `count` draws oldest first, with the draw fields', () => {
    const r = computeTrend('others', 'basic', draws, 2);
    expect(r.list.map((x) => [x.period, x.drawTime, x.balls])).toEqual([
      ['P3', 'T3', [7, 8, 9]],
      ['P4', 'T4', [0, 0, 0]],
    ]);
  });

  it('does not modify the history', () => {
    const copy = JSON.parse(JSON.stringify(draws));
    computeTrends('others', ['basic', 'shengPingJiang', 'sum'], draws, 3);
    expect(draws).toEqual(copy);
  });
});

describe('computeTrends', () => {
  it('returns each requested type keyed by id, identical to computeTrend', () => {
    const r = computeTrends('others', ['basic', 'sumShape'], draws, 3);
    expect(Object.keys(r)).toEqual(['basic', 'sumShape']);
    expect(r.sumShape).toEqual(computeTrend('others', 'sumShape', draws, 3));
  });

  it('checks every type before computing any', () => {
    expect(() => computeTrends('kl8', ['distribution', 'basic'], draws, 3)).toThrow(UnknownTrendTypeError);
    expect(() => computeTrends('kl8', ['distribution'], draws, 0)).toThrow(RangeError);
  });
});
