import type { RandomInt } from './generateBalls';

/**
 * A deterministic `RandomInt` from a 32-bit seed (the mulberry32 generator), for tests and
 * replayable simulations such as fixtures and demo data. Not for live draws: the server uses
 * `crypto.randomInt`. The same seed always yields the same sequence.
 */
export function seededRandomInt(seed: number): RandomInt {
  let state = seed >>> 0;
  return (maxExclusive: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(u * maxExclusive);
  };
}
