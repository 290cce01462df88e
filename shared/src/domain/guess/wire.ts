import type { GuessPlay } from './constants';
import type { GuessOutcome } from './settle';
import type { GuessStats } from './record';

/**
 * Wire types of the guess-centre routes (server `modules/guess`, remote `mf-guess`). Every route
 * is under `/v1/cp168/apis` and `/v1/cp168/wap` (and `/api`); times are ISO 8601 with +08:00.
 */

/** A guess's state: open until its draw, then won / lost / refund. */
export type GuessStatus = 'open' | GuessOutcome;

/** One selection of `POST predictions`: `pick` is the label (大 小 单 双 龙 虎) or the number. */
export interface GuessSelectionInput {
  position: string;
  play: GuessPlay;
  pick: string | number;
}

/** `POST predictions` body (with an `Idempotency-Key` header of 8–64 of `A–Z a–z 0–9 _ -`). */
export interface PlaceGuessesBody {
  lotteryCode: string;
  period: string;
  selections: GuessSelectionInput[];
}

/** One guess as the routes return it. */
export interface GuessDto {
  id: number;
  lotteryCode: string;
  lotteryName: string;
  period: string;
  position: string;
  /** 冠军 … 第十名, 万位 … 个位. */
  positionLabel: string;
  play: GuessPlay;
  /** 大小 单双 龙虎 号码. */
  playLabel: string;
  /** Canonical pick: 大 小 单 双 龙 虎 or the number unpadded ('7'). */
  pick: string;
  /** As shown: the number padded like the balls ('07' for PK10). */
  pickLabel: string;
  stake: number;
  /** 1.98 or 9.85. */
  odds: number;
  status: GuessStatus;
  /** Points credited at settlement (20 / 99 won, 10 refund, 0 lost); null while open. */
  payout: number | null;
  /** The drawn result of the play (大, 单, 龙, 和, '7' …; 未开奖 for a period refunded without a draw); null while open. */
  result: string | null;
  placedAt: string;
  settledAt: string | null;
}

/** A guess with its member (latestPredictions, a followed member's open guesses). */
export interface MemberGuessDto extends GuessDto {
  memberId: number;
  nickname: string;
  avatarURL: string | null;
}

/** `POST predictions` answer (repeated with the same Idempotency-Key: the same answer). */
export interface PlaceGuessesResult {
  lotteryCode: string;
  period: string;
  guesses: GuessDto[];
  /** Points debited: 10 × guesses. */
  cost: number;
  /** Balance after the debit. */
  score: number;
}

/** `GET checkPrediction?lotteryCode=&period=`. */
export interface CheckPredictionDto {
  lotteryCode: string;
  /** The period asked, or the open one when none was asked. */
  period: string;
  /** The period that can be guessed on now. */
  openPeriod: string;
  drawTime: string;
  /** True while the asked period is the open one and now < closesAt. */
  open: boolean;
  closesAt: string;
  serverTime: string;
  /** What the member holds for the period (every state). */
  selections: GuessDto[];
  /** How many more guesses the period takes (20 − open ones). */
  remaining: number;
}

/** A ranking week in the picker. */
export interface RankingWeekDto {
  /** The Monday, YYYY-MM-DD. */
  key: string;
  /** 2026-11-23 至 2026-11-29. */
  label: string;
}

/** One row of rankingWins / rankingProfits. */
export interface RankingRowDto {
  rank: number;
  memberId: number;
  nickname: string;
  avatarURL: string | null;
  guesses: number;
  wins: number;
  losses: number;
  /** wins / (wins + losses), 0–1. */
  winRate: number;
  profit: number;
}

/** `GET rankingWins` / `GET rankingProfits` (`?lotteryCode=&week=`). */
export interface RankingPageDto {
  kind: 'wins' | 'profits';
  /** Null: every lottery together. */
  lotteryCode: string | null;
  week: RankingWeekDto;
  /** The weeks that can be picked, newest first. */
  weeks: RankingWeekDto[];
  /** The first 50. */
  list: RankingRowDto[];
  /** Ranked members this week. */
  total: number;
  /** The asking member's row wherever it is; null for a guest or an unranked member. */
  me: RankingRowDto | null;
  /** Guesses a member needs in the week to be ranked (4). */
  minGuesses: number;
}

/** A member as other members see them. */
export interface PublicMemberDto {
  userID: number;
  nickname: string;
  avatarURL: string | null;
  intro: string;
  fansCount: number;
  /** Whether the asking member follows them (false for guests). */
  subscribed: boolean;
}

/** `GET predictionStats/{id}`. */
export interface PredictionStatsDto {
  member: PublicMemberDto;
  week: GuessStats & RankingWeekDto;
  allTime: GuessStats;
}

/** `GET predictionsHistories/{id}?lotteryCode=&page=&size=`: settled guesses for all, open ones for subscribers and oneself. */
export interface PredictionHistoryPage {
  list: GuessDto[];
  total: number;
  page: number;
  size: number;
  /** Whether open guesses are included (the asker follows the member, or is the member). */
  includesOpen: boolean;
}

/** `GET subscribedUsers`: whom the member follows, with their open guesses. */
export interface SubscribedUserDto extends PublicMemberDto {
  subscribedAt: string;
  openGuesses: GuessDto[];
}

/** `GET me/predictionReport` row: one lottery and play (or totals). */
export interface PredictionReportRow {
  lotteryCode: string;
  lotteryName: string;
  play: GuessPlay;
  playLabel: string;
  week: GuessStats;
  allTime: GuessStats;
}

/** `GET me/predictionReport?week=`. */
export interface PredictionReportDto {
  week: RankingWeekDto;
  weeks: RankingWeekDto[];
  rows: PredictionReportRow[];
  totals: { week: GuessStats; allTime: GuessStats };
}

/** `GET me/predictions` query (我的竞猜): a lottery, the state, Beijing dates placed (both included), a page. */
export interface MyGuessQuery {
  lotteryCode?: string;
  status?: 'open' | 'settled';
  from?: string;
  to?: string;
  page: number;
  size: number;
}

/** `GET me/predictions?lotteryCode=&status=&from=&to=&page=&size=` (我的竞猜). */
export interface MyGuessPage {
  list: GuessDto[];
  total: number;
  page: number;
  size: number;
  /** Over every guess the filter matches (not only this page). */
  totals: { guesses: number; open: number; wins: number; stakes: number; payouts: number; profit: number };
}
