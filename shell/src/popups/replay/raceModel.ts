/**
 * The PK10 race as numbers: each car's share of the track at a moment, so that the cars cross
 * the finish line exactly in the draw's order (the champion first) while overtaking on the way.
 */

/** Length of the race (ms) from the start signal to the last car crossing the line. */
export const RACE_MS = 7000;
/** How fast the cars pick up speed at the start (time constant, ms). */
const LAUNCH_MS = 450;
/** Size and frequency of the surging that makes cars overtake. Monotone while A·(π+ω) < 1. */
const SURGE = 0.055;
const SURGE_FREQ = 7.5;

/** When the car finishing at `rank` (0 = champion) crosses the line. */
export function finishTime(rank: number, total: number = RACE_MS): number {
  return total * (0.8 + 0.02 * rank);
}

/** Distance covered by a car accelerating from rest with time constant LAUNCH_MS. */
const launched = (t: number): number => t - LAUNCH_MS * (1 - Math.exp(-t / LAUNCH_MS));

/**
 * Share of the track (0 at the start, 1 on the finish line) of the car finishing at `rank`,
 * `t` ms after the start; after crossing it coasts a little further (up to 1.05).
 * `phase` varies the surging between cars.
 */
export function trackShare(rank: number, t: number, phase: number, total: number = RACE_MS): number {
  if (t <= 0) return 0;
  const finish = finishTime(rank, total);
  if (t >= finish) return 1 + 0.05 * (1 - Math.exp(-(t - finish) / 350));
  const u = launched(t) / launched(finish);
  return u + SURGE * Math.sin(Math.PI * u) * Math.sin(SURGE_FREQ * u + phase);
}

/** Ranks of the cars 1–10 for a draw: balls[0] is the champion's number, so car balls[r] finishes at rank r. */
export function rankOfCar(balls: readonly number[]): Map<number, number> {
  return new Map(balls.map((car, rank) => [car, rank]));
}
