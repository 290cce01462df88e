import type { ScoreHistoryPage, SignInDto } from '@cp/shared/domain';
import {
  POINTS_AWARDS,
  beijingDateRange,
  formatBeijingIso,
  isPointsKind,
  pointsKindLabel,
  signInReference,
  weeklyLoginReference,
} from '@cp/shared/domain';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import type { LedgerRepository } from './repository';

export const alreadySignedIn = () => new AppError(409, 'ALREADY_SIGNED_IN', '今日已签到');

/**
 * Points: the daily sign-in, the weekly login bonus and the history, over the ledger. Each
 * award is one INSERT keyed by its Beijing date or week, so it is given once however many
 * requests race, and its score change commits with it.
 */
export class PointsService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly clock: Clock,
  ) {}

  /** POST me/signin: 100 points once per Beijing day; again the same day → 409 今日已签到. */
  async signIn(memberId: number): Promise<SignInDto> {
    const now = this.clock.now();
    const date = signInReference(now);
    const entry = await this.ledger.appendOnce({
      memberId,
      delta: POINTS_AWARDS.signin.delta,
      kind: 'signin',
      reference: date,
      at: now,
    });
    if (!entry) throw alreadySignedIn();
    return { delta: entry.delta, score: entry.balanceAfter, date };
  }

  async signedInToday(memberId: number): Promise<boolean> {
    return this.ledger.has(memberId, 'signin', signInReference(this.clock.now()));
  }

  /** The bonus of the first login of a Beijing Monday–Sunday week: 1000 points, or 0 when this week had one. */
  async weeklyLoginBonus(memberId: number): Promise<number> {
    const now = this.clock.now();
    const entry = await this.ledger.appendOnce({
      memberId,
      delta: POINTS_AWARDS.weeklyLogin.delta,
      kind: 'weeklyLogin',
      reference: weeklyLoginReference(now),
      at: now,
    });
    return entry ? entry.delta : 0;
  }

  /** GET me/scoreHistories: newest first, Beijing dates from–to (both included), one kind. */
  async history(
    memberId: number,
    q: { from?: string; to?: string; kind?: string; page: number; size: number },
  ): Promise<ScoreHistoryPage> {
    const range = beijingDateRange(q.from, q.to);
    if (!range.ok) throw badRequest(range.message);
    const kind = q.kind || null;
    if (kind !== null && !isPointsKind(kind)) throw badRequest(`未知的积分类型：${kind.slice(0, 40)}`);
    const { list, total } = await this.ledger.history(
      memberId,
      { start: range.start, end: range.end, kind },
      q.page,
      q.size,
    );
    return {
      list: list.map((e) => ({
        id: e.id,
        delta: e.delta,
        kind: e.kind,
        label: pointsKindLabel(e.kind),
        reference: e.reference,
        balanceAfter: e.balanceAfter,
        time: formatBeijingIso(e.time),
      })),
      total,
      page: q.page,
      size: q.size,
    };
  }
}
