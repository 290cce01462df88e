import type { GuessDto, GuessPlay, GuessStatus, LotteryDef } from '@cp/shared/domain';
import {
  FAMILIES,
  GUESS_PLAY_LABELS,
  formatBeijingIso,
  guessNumberLabel,
  guessOdds,
  guessPositionIndex,
  isGuessFamily,
} from '@cp/shared/domain';

/** A guess row as the queries select it (GUESS_COLUMNS). */
export interface GuessRow {
  id: number | string;
  member_id: number | string;
  code: string;
  period: string;
  position: string;
  play: GuessPlay;
  pick: string;
  stake: number;
  status: GuessStatus;
  payout: number | null;
  result: string | null;
  placed_ms: number;
  settled_ms: number | null;
}

/** The columns of GuessRow, for `SELECT ${GUESS_COLUMNS} FROM guesses g`. */
export const GUESS_COLUMNS = `g.id, g.member_id, g.code, g.period, g.position, g.play, g.pick, g.stake, g.status,
  g.payout, g.result, (extract(epoch FROM g.placed_at) * 1000)::float8 AS placed_ms,
  (extract(epoch FROM g.settled_at) * 1000)::float8 AS settled_ms`;

/** A guess for the wire; `lottery` is the catalogue's entry of its code (undefined: a code since removed). */
export function toGuessDto(r: GuessRow, lottery: LotteryDef | undefined): GuessDto {
  const group = lottery && isGuessFamily(lottery.group) ? lottery.group : null;
  const index = group ? guessPositionIndex(group, r.position) : null;
  return {
    id: Number(r.id),
    lotteryCode: r.code,
    lotteryName: lottery?.name ?? r.code,
    period: r.period,
    position: r.position,
    positionLabel: group && index !== null ? FAMILIES[group].positionLabels[index] : r.position,
    play: r.play,
    playLabel: GUESS_PLAY_LABELS[r.play],
    pick: r.pick,
    pickLabel: group && r.play === 'number' ? guessNumberLabel(group, Number(r.pick)) : r.pick,
    stake: r.stake,
    odds: guessOdds(r.play),
    status: r.status,
    payout: r.payout,
    result: r.result,
    placedAt: formatBeijingIso(Number(r.placed_ms)),
    settledAt: r.settled_ms === null ? null : formatBeijingIso(Number(r.settled_ms)),
  };
}
