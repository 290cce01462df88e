import { createHash } from 'node:crypto';
import type { CheckPredictionDto, GuessSelection, LotteryDef, PlaceGuessesResult } from '@cp/shared/domain';
import {
  GUESS_STAKE,
  MAX_OPEN_GUESSES_PER_PERIOD,
  beijingWeekOf,
  comparePeriods,
  formatBeijingIso,
  guessWindow,
  isGuessFamily,
  validateGuessBatch,
} from '@cp/shared/domain';
import type { Db, Queryable } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Catalogue } from '../lotteries/catalogue';
import { guessErrors } from './errors';
import { lockPeriodShared } from './locks';
import { GUESS_COLUMNS, toGuessDto } from './rows';
import type { GuessRow } from './rows';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** What POST predictions carries once the schema has checked its shape. */
export interface PlaceRequest {
  memberId: number;
  idempotencyKey: string | undefined;
  lotteryCode: string;
  period: string;
  selections: unknown[];
}

/**
 * Placing guesses and checking a period (issue 16 item 2). One request is one transaction:
 * the order (unique per member and Idempotency-Key), its guesses, one ledger entry debiting
 * 10 × guesses, and the week's tallies — all or nothing. A repeat with the same key returns the
 * stored answer and changes nothing; the same key with another body is refused.
 */
export class PlacingService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly clock: Clock,
  ) {}

  /** The lottery of a code, which must be one of the guess centre's (PK10, 时时彩). */
  guessLottery(code: string): LotteryDef & { group: 'pk10' | 'ssc' } {
    const lottery = this.catalogue.get(code);
    if (!isGuessFamily(lottery.group)) throw guessErrors.unsupported(lottery.name);
    return lottery as LotteryDef & { group: 'pk10' | 'ssc' };
  }

  async place(req: PlaceRequest): Promise<PlaceGuessesResult> {
    const key = req.idempotencyKey;
    if (key === undefined || key === '') throw guessErrors.keyMissing();
    if (!KEY.test(key)) throw guessErrors.keyInvalid();
    const lottery = this.guessLottery(req.lotteryCode);
    const batch = validateGuessBatch(lottery.group, req.selections);
    if (!batch.ok) throw guessErrors.refused(batch);
    const hash = requestHash(req.lotteryCode, req.period, batch.selections);

    const earlier = await this.stored(req.memberId, key, hash);
    if (earlier) return earlier;

    const now = this.clock.now();
    const window = guessWindow(lottery.schedule, now);
    if (req.period !== window.period) {
      if (comparePeriods(req.period, window.period) < 0) throw guessErrors.closed(req.period);
      throw guessErrors.notOpenPeriod(req.period, window.period);
    }
    if (!window.open) throw guessErrors.closed(req.period);

    try {
      return await this.db.transaction((tx) =>
        this.placeIn(tx, { ...req, idempotencyKey: key }, lottery, batch.selections, hash, now, window.drawTime),
      );
    } catch (err) {
      // A concurrent request with the same key committed first: answer as it did.
      if (err instanceof KeyTaken) {
        const first = await this.stored(req.memberId, key, hash);
        if (first) return first;
      }
      throw err;
    }
  }

  private async placeIn(
    tx: Queryable,
    req: PlaceRequest & { idempotencyKey: string },
    lottery: LotteryDef,
    selections: GuessSelection[],
    hash: string,
    now: number,
    drawTime: number,
  ): Promise<PlaceGuessesResult> {
    const { memberId, lotteryCode: code, period } = req;
    await lockPeriodShared(tx, code, period);
    const drawn = await tx.query('SELECT 1 FROM draws WHERE code = $1 AND period = $2', [code, period]);
    if (drawn.rows.length) throw guessErrors.drawn(period);
    // One member's placements run one at a time from here (the 20-guess limit, the balance). The
    // row is locked before the order's foreign key takes its share lock on it: two requests that
    // both held the share lock and then asked for this one would deadlock.
    const member = await tx.query<{ score: string | number }>('SELECT score FROM members WHERE id = $1 FOR UPDATE', [
      memberId,
    ]);
    const score = Number(member.rows[0]?.score ?? 0);
    const order = await tx.query<{ id: string | number }>(
      `INSERT INTO guess_orders (member_id, idempotency_key, request_hash, code, period, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id`,
      [memberId, req.idempotencyKey, hash, code, period, iso(now)],
    );
    if (!order.rows.length) throw new KeyTaken();
    const orderId = Number(order.rows[0].id);
    const held = await tx.query<GuessSelection>(
      `SELECT position, play, pick FROM guesses WHERE member_id = $1 AND code = $2 AND period = $3`,
      [memberId, code, period],
    );
    const checked = validateGuessBatch(lottery.group, selections, held.rows);
    if (!checked.ok) throw guessErrors.refused(checked);
    const cost = GUESS_STAKE * selections.length;
    if (score < cost) throw guessErrors.insufficient(cost, score);

    const week = beijingWeekOf(now).key;
    const inserted = await tx.query<GuessRow>(
      `INSERT INTO guesses AS g (order_id, member_id, code, period, position, play, pick, stake, week, placed_at, draw_time)
       SELECT $1, $2, $3, $4, s.position, s.play, s.pick, $5, $6::date, $7, $8
       FROM unnest($9::text[], $10::text[], $11::text[]) WITH ORDINALITY AS s(position, play, pick, n)
       ORDER BY s.n
       RETURNING ${GUESS_COLUMNS}`,
      [
        orderId,
        memberId,
        code,
        period,
        GUESS_STAKE,
        week,
        iso(now),
        iso(drawTime),
        selections.map((s) => s.position),
        selections.map((s) => s.play),
        selections.map((s) => s.pick),
      ],
    );
    await tx.query(
      `INSERT INTO guess_periods (code, period, draw_time) VALUES ($1, $2, $3) ON CONFLICT (code, period) DO NOTHING`,
      [code, period, iso(drawTime)],
    );
    const entry = await tx.query<{ balance_after: string | number }>(
      `INSERT INTO points_ledger (member_id, delta, kind, reference, balance_after, created_at)
       VALUES ($1, $2, 'guessStake', $3, 0, $4) RETURNING balance_after`,
      [memberId, -cost, `order:${orderId}`, iso(now)],
    );
    await tx.query(
      `INSERT INTO guess_tallies (week, code, member_id, guesses, first_at)
       SELECT $1::date, c, $2, $3, $4 FROM unnest(ARRAY[$5::text, '']) AS c
       ON CONFLICT (week, code, member_id) DO UPDATE SET guesses = guess_tallies.guesses + excluded.guesses`,
      [week, memberId, selections.length, iso(now), code],
    );
    const guesses = inserted.rows.sort((a, b) => Number(a.id) - Number(b.id)).map((r) => toGuessDto(r, lottery));
    const result: PlaceGuessesResult = {
      lotteryCode: code,
      period,
      guesses,
      cost,
      score: Number(entry.rows[0].balance_after),
    };
    await tx.query('UPDATE guess_orders SET response = $2 WHERE id = $1', [orderId, JSON.stringify(result)]);
    return result;
  }

  /** The answer stored for (member, key); refused when the key was used for another request. */
  private async stored(memberId: number, key: string, hash: string): Promise<PlaceGuessesResult | null> {
    const r = await this.db.query<{ request_hash: string; response: PlaceGuessesResult | string | null }>(
      'SELECT request_hash, response FROM guess_orders WHERE member_id = $1 AND idempotency_key = $2',
      [memberId, key],
    );
    const row = r.rows[0];
    if (!row) return null;
    if (row.request_hash !== hash) throw guessErrors.keyReused();
    return typeof row.response === 'string' ? JSON.parse(row.response) : row.response;
  }

  /** GET checkPrediction: whether the period is open, until when, and what the member holds for it. */
  async check(memberId: number, code: string, asked: string | undefined): Promise<CheckPredictionDto> {
    const lottery = this.guessLottery(code);
    const now = this.clock.now();
    const window = guessWindow(lottery.schedule, now);
    const period = asked || window.period;
    const r = await this.db.query<GuessRow>(
      `SELECT ${GUESS_COLUMNS} FROM guesses g WHERE g.member_id = $1 AND g.code = $2 AND g.period = $3 ORDER BY g.id`,
      [memberId, code, period],
    );
    const open = period === window.period && window.open;
    const openHeld = r.rows.filter((g) => g.status === 'open').length;
    return {
      lotteryCode: code,
      period,
      openPeriod: window.period,
      drawTime: formatBeijingIso(window.drawTime),
      open,
      closesAt: formatBeijingIso(window.closesAt),
      serverTime: formatBeijingIso(now),
      selections: r.rows.map((g) => toGuessDto(g, lottery)),
      remaining: Math.max(0, MAX_OPEN_GUESSES_PER_PERIOD - openHeld),
    };
  }
}

class KeyTaken extends Error {}

const iso = (ms: number) => new Date(ms).toISOString();

/** Identity of a request body for its Idempotency-Key: the lottery, the period and the canonical selections. */
function requestHash(code: string, period: string, selections: readonly GuessSelection[]): string {
  const body = JSON.stringify([code, period, selections.map((s) => [s.position, s.play, s.pick])]);
  return createHash('sha256').update(body).digest('hex');
}
