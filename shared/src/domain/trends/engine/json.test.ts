/**
 * The server writes trend JSON straight from the engine's columns; it must be, byte for byte,
 * what JSON.stringify makes of the row objects the reference tests hold against a naive model.
 */
import fc from 'fast-check';
import { FAMILY_ORDER } from '../../families';
import { generateBalls, seededRandomInt } from '../../generators';
import type { Family } from '../../types';
import { computeTrends, computeTrendsJson, trendTypesFor, UnknownTrendTypeError, type TrendDraw } from '../index';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function history(group: Family, n: number, seed: number, period = (i: number) => String(2026001 + i)): TrendDraw[] {
  const rnd = seededRandomInt(seed);
  return Array.from({ length: n }, (_, i) => ({
    period: period(i),
    drawTime: `2026-11-21 09:${i}`,
    balls: generateBalls(group, rnd),
  }));
}

describe.each(FAMILY_ORDER)('%s: the JSON written from columns equals JSON.stringify of the objects', (group) => {
  const types = trendTypesFor(group).map((t) => t.type);

  it('for random histories and windows, all types at once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 400 }), fc.nat(), (n, count, seed) => {
        const draws = history(group, n, seed);
        expect(text(computeTrendsJson(group, types, draws, count))).toBe(
          JSON.stringify(computeTrends(group, types, draws, count)),
        );
      }),
      { numRuns: 25 },
    );
  });

  it('for a window far larger than the writer’s first buffer', () => {
    const draws = history(group, 3000, 11);
    const basic = types.includes('basic') ? 'basic' : 'distribution';
    expect(text(computeTrendsJson(group, [basic], draws, 2500))).toBe(
      JSON.stringify(computeTrends(group, [basic], draws, 2500)),
    );
  });
});

describe('computeTrendsJson', () => {
  it('escapes periods and times as JSON.stringify does', () => {
    const draws = history('k3', 5, 3, (i) => `期"${i}\\号\n`);
    expect(
      JSON.parse(text(computeTrendsJson('k3', ['basic'], draws, 5))).basic.list.map((r: TrendDraw) => r.period),
    ).toEqual(draws.map((d) => d.period));
    expect(text(computeTrendsJson('k3', ['basic', 'sum'], draws, 5))).toBe(
      JSON.stringify(computeTrends('k3', ['basic', 'sum'], draws, 5)),
    );
  });

  it('writes the text around it, and a later call leaves earlier results as they were', () => {
    const draws = history('pk10', 40, 5);
    const first = computeTrendsJson('pk10', ['basic'], draws, 30, ['{"data":', '}']);
    const firstText = text(first);
    expect(firstText).toBe(`{"data":${JSON.stringify(computeTrends('pk10', ['basic'], draws, 30))}}`);
    computeTrendsJson('pk10', ['basic', 'longHu'], history('pk10', 60, 6), 60);
    expect(text(first)).toBe(firstText);
  });

  it.each([
    ['an empty history', [] as TrendDraw[], ['basic'], '{"basic":{"list":[],"stats":'],
    ['a type asked twice', history('ssc', 4, 1), ['sum', 'basic', 'sum'], '{"sum":{"list":[{"period":"2026001"'],
  ])('handles %s', (_name, draws, types, start) => {
    const got = text(computeTrendsJson('ssc', types, draws, 30));
    expect(got.startsWith(start)).toBe(true);
    expect(got).toBe(JSON.stringify(computeTrends('ssc', types, draws, 30)));
  });

  it.each([
    ['an unknown type, even after a good one', ['basic', 'nope'], 30, UnknownTrendTypeError],
    ['a type the family lacks', ['guanYaHe'], 30, UnknownTrendTypeError],
    ['count 0', ['basic'], 0, RangeError],
    ['count 5001', ['basic'], 5001, RangeError],
    ['a fractional count', ['basic'], 2.5, RangeError],
  ])('refuses %s', (_name, types, count, error) => {
    expect(() => computeTrendsJson('ssc', types, history('ssc', 10, 2), count)).toThrow(error);
  });
});
