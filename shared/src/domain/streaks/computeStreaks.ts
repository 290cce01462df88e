import { validateBalls } from '../families';
import { sideLabel } from '../rules/labels';
import { streakSeries } from './series';
import type { Streak, StreakDraw, StreakLottery } from './types';

/**
 * Dragon streaks (长龙) of one lottery. `draws` are its latest draws, NEWEST FIRST. For every
 * position and attribute of the family (streakSeries) the run is the number of consecutive
 * draws from the newest with the same value; runs of at least `min` are kept. A 和 never
 * starts a run and ends one, as does a draw that is not legal for the family. The result is
 * sorted longest first; equal runs keep position order (positions, then the sum, then 龙虎).
 * Ordering across lotteries is the caller's job.
 */
export function computeStreaks(lottery: StreakLottery, draws: readonly StreakDraw[], min = 3): Streak[] {
  const { code, name, group } = lottery;
  // Only the leading run of legal draws can take part in any streak.
  let legal = 0;
  while (legal < draws.length && validateBalls(group, draws[legal].balls) === null) legal++;
  if (legal === 0) return [];

  const streaks: Streak[] = [];
  for (const s of streakSeries(group)) {
    const value = s.valueOf(draws[0].balls);
    if (value === 'he') continue;
    let run = 1;
    while (run < legal && s.valueOf(draws[run].balls) === value) run++;
    if (run < min) continue;
    streaks.push({
      code,
      name,
      position: s.position,
      positionLabel: s.positionLabel,
      attribute: s.attribute,
      label: sideLabel(value),
      streak: run,
      period: draws[0].period,
    });
  }
  // Array.prototype.sort is stable, so equal runs stay in position order.
  return streaks.sort((a, b) => b.streak - a.streak);
}
