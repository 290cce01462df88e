import fc from 'fast-check';
import { FAMILIES, FAMILY_ORDER, validateBalls } from '../families';
import type { Family } from '../types';
import { distinctBalls, generateBalls } from './generateBalls';
import { seededRandomInt } from './seeded';

/** A RandomInt drawn from fast-check's own seeded generator, so failures shrink and replay. */
const fromGen =
  (g: fc.GeneratorValue) =>
  (maxExclusive: number): number =>
    g(fc.integer, { min: 0, max: maxExclusive - 1 });

describe('generateBalls', () => {
  it('produces only legal draws for every family (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FAMILY_ORDER), fc.gen(), (group, g) => {
        expect(validateBalls(group, generateBalls(group, fromGen(g)))).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps pk10 a permutation of 1–10 (property)', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const balls = generateBalls('pk10', fromGen(g));
        expect([...balls].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      }),
    );
  });

  it('picks hk6 as seven distinct numbers with the special one last', () => {
    // A randomInt that always answers 0 takes the pool in order: 1…6, then 7 as the special.
    expect(generateBalls('hk6', () => 0)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Always the last slot: 49 swaps to the front, then 1 (moved to the end) comes back, then 2 …
    expect(generateBalls('hk6', (k) => k - 1)).toEqual([49, 1, 2, 3, 4, 5, 6]);
  });

  it('gives independent digits for repeating families', () => {
    expect(generateBalls('ssc', () => 0)).toEqual([0, 0, 0, 0, 0]);
    expect(generateBalls('k3', (k) => k - 1)).toEqual([6, 6, 6]);
    expect(generateBalls('xy28', (k) => k - 1)).toEqual([9, 9, 9]);
  });

  it.each([-1, 10, 2.5, Number.NaN])('throws when randomInt returns %p for 10', (bad) => {
    expect(() => generateBalls('pk10', () => bad)).toThrow(RangeError);
  });

  it('refuses more distinct numbers than the range holds', () => {
    expect(() => distinctBalls(6, 1, 5, () => 0)).toThrow(RangeError);
  });

  it.each(FAMILY_ORDER.map((g) => [g] as [Family]))(
    '%s: every value occurs in every position over many draws',
    (group) => {
      const spec = FAMILIES[group];
      const rand = seededRandomInt(20261121);
      const draws = Array.from({ length: 3000 }, () => generateBalls(group, rand));
      const positions = group === 'kl8' ? 1 : spec.ballCount; // kl8 has no fixed positions: check anywhere
      for (let p = 0; p < positions; p++) {
        const seen = new Set(group === 'kl8' ? draws.flat() : draws.map((d) => d[p]));
        for (let v = spec.min; v <= spec.max; v++) expect(seen.has(v)).toBe(true);
        expect(seen.size).toBe(spec.max - spec.min + 1);
      }
    },
  );
});

describe('seededRandomInt', () => {
  it('is deterministic per seed and stays in range', () => {
    const a = seededRandomInt(7);
    const b = seededRandomInt(7);
    const c = seededRandomInt(8);
    const xs = Array.from({ length: 200 }, () => a(49));
    expect(Array.from({ length: 200 }, () => b(49))).toEqual(xs);
    expect(Array.from({ length: 200 }, () => c(49))).not.toEqual(xs);
    expect(xs.every((x) => Number.isInteger(x) && x >= 0 && x < 49)).toBe(true);
  });
});
