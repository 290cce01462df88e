/**
 * The server's notion of "now" (epoch ms). Everything that reads the time — the draw engine,
 * next-period answers, token expiry — takes a Clock, so tests move time by hand.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
