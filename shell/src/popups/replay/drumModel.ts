import type { Family } from '@cp/shared/domain';
import { waveColorOf } from '@cp/shared/domain';
import type { BallTone } from '@cp/shared/ui';

/**
 * The balls tumbling in the drum for a family: its number range, at most `max` of them, always
 * including the drawn ones (they visibly leave the drum), in number order.
 */
export function drumPool(group: Family, drawn: readonly number[] = [], max = 36): number[] {
  const [min, top] =
    group === 'hk6'
      ? [1, 49]
      : group === '11x5'
        ? [1, 11]
        : group === 'kl10'
          ? [1, 20]
          : group === 'kl8'
            ? [1, 80]
            : [0, 9];
  const all = Array.from({ length: top - min + 1 }, (_, i) => min + i);
  if (all.length <= max) return all;
  const chosen = new Set(drawn.filter((n) => n >= min && n <= top));
  const others = all.filter((n) => !chosen.has(n));
  const room = Math.max(0, max - chosen.size);
  const step = others.length / Math.max(room, 1);
  for (let i = 0; i < room; i++) chosen.add(others[Math.floor(i * step)]);
  return [...chosen].sort((x, y) => x - y);
}

/** Colour of a drum ball: six-mark by wave, 快乐十分 19–20 red, 快乐8 by half, others red. */
export function drumTone(group: Family, n: number): BallTone {
  if (group === 'hk6') return waveColorOf(n);
  if (group === 'kl10') return n >= 19 ? 'red' : 'blue';
  if (group === 'kl8') return n <= 40 ? 'red' : 'blue';
  if (group === 'xy28') return 'grey';
  return 'red';
}

/** Milliseconds between two balls leaving the drum: quicker when there are many (快乐8 draws 20). */
export const releaseGap = (count: number): number => (count > 10 ? 420 : 850);

/** Mixing time before the first ball leaves. */
export const MIX_MS = 1200;

/**
 * Where drum ball `i` is at time `t` (seconds), in drum radii from the centre: each ball swirls
 * on its own looping path, as if blown about by the machine's air, and never leaves the drum.
 */
export function drumPosition(i: number, t: number, r: number): { x: number; y: number } {
  const a = 1.7 + ((i * 0.37) % 1.6);
  const b = 1.1 + ((i * 0.53) % 1.3);
  const c = 2.1 + ((i * 0.29) % 1.4);
  const x = 0.85 * Math.sin(a * t + i * 1.3) * Math.cos(b * t * 0.6 + i * 0.7);
  const y = 0.85 * Math.sin(c * t + i * 2.1);
  const limit = 1 - r;
  const d = Math.hypot(x, y);
  return d > limit ? { x: (x / d) * limit, y: (y / d) * limit } : { x, y };
}

/** Size of the tray's balls (container width units) for a draw of `count` balls. */
export function traySize(count: number): string {
  if (count > 10) return '4.2cqw';
  if (count >= 8) return '4.8cqw';
  return '5.4cqw';
}
