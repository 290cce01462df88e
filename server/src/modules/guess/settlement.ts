import type { GuessFamily } from '@cp/shared/domain';
import { GUESS_STAKE, guessCatalogue, isGuessFamily, settleGuess } from '@cp/shared/domain';
import type { Db, Queryable } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { OutboxConsumer, OutboxRow } from '../../plugins/outbox';
import type { Catalogue } from '../lotteries/catalogue';
import { lockPeriod } from './locks';

/** Hours after a period's scheduled draw time at which its open guesses are refunded when no draw came. */
export const NO_DRAW_REFUND_HOURS = 1;

/** Result text of a guess refunded because its period got no draw. */
export const NO_DRAW_RESULT = '未开奖';

/** One (member, week) group of guesses that moved in a settlement. */
interface Moved {
  member_id: string | number;
  week: string;
  n: number;
  wins: number;
  losses: number;
  refunds: number;
  stakes: number;
  payouts: number;
}

export interface SettleOutcome {
  settled: number;
  members: number;
}

/**
 * Settlement (issue 16 item 3). Every transition of a guess is one UPDATE … WHERE status =
 * 'open' in the transaction that credits it: the rows that moved are the only ones paid, and a
 * row moves once (the trigger of migration 008 refuses any later change). The credit is one
 * ledger entry per member and draw (`guessPayout`, reference `<code>:<period>`, the sum of the
 * won and 和-refunded stakes' payouts); a second settlement of the same draw finds nothing open.
 */
export class GuessSettlement {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly clock: Clock,
  ) {}

  /** The outbox consumer: settles the open guesses of each new draw, inside the runner's transaction. */
  consumer(): OutboxConsumer {
    return {
      name: 'guess.settle',
      batchSize: 20,
      handle: async (tx, rows) => {
        for (const row of rows) await this.settleDraw(tx, row);
      },
    };
  }

  /**
   * Settles one draw's period. A correction is not settled again: guesses are settled once, on
   * the draw as first written (a correction before settlement is what the join gives, so it is
   * used); points paid are not taken back (section 9: points are not money).
   */
  async settleDraw(tx: Queryable, row: OutboxRow): Promise<SettleOutcome> {
    if (row.kind !== 'draw') return { settled: 0, members: 0 };
    const lottery = this.catalogue.find(row.code);
    if (!lottery || !isGuessFamily(lottery.group)) return { settled: 0, members: 0 };
    await lockPeriod(tx, row.code, row.period);
    const any = await tx.query(`SELECT 1 FROM guesses WHERE code = $1 AND period = $2 AND status = 'open' LIMIT 1`, [
      row.code,
      row.period,
    ]);
    if (!any.rows.length) return { settled: 0, members: 0 };
    const table = outcomeTable(lottery.group, row.balls);
    const at = iso(this.clock.now());
    const moved = await tx.query<Moved>(
      `WITH o AS (
         SELECT * FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[])
           AS o(position, play, pick, status, payout, result)
       ), s AS (
         UPDATE guesses g SET status = o.status, payout = o.payout, result = o.result, settled_at = $9
         FROM o
         WHERE g.code = $1 AND g.period = $2 AND g.status = 'open'
           AND g.position = o.position AND g.play = o.play AND g.pick = o.pick
         RETURNING g.member_id, g.week, g.stake, g.payout, g.status
       )
       ${GROUP_MOVED}`,
      [row.code, row.period, ...table, at],
    );
    const left = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM guesses WHERE code = $1 AND period = $2 AND status = 'open'`,
      [row.code, row.period],
    );
    // Every stored guess was validated against the same board: one left open is a broken row, and
    // skipping it would lose its stake, so the batch fails (and is retried) instead.
    if (left.rows[0].n > 0)
      throw new Error(`guess.settle: ${left.rows[0].n} guesses of ${row.code} ${row.period} match no play`);
    await markSettled(tx, row.code, row.period, at);
    return this.credit(tx, moved.rows, 'guessPayout', `${row.code}:${row.period}`, row.code, at);
  }

  /**
   * Refunds the open guesses of periods whose scheduled draw time is more than
   * NO_DRAW_REFUND_HOURS past and that have no draw (a lottery stopped, a feed that never came):
   * status refund, result 未开奖, the stake back (`guessRefund`). A period whose draw exists is
   * left to the settlement. Safe on any number of nodes at once (same once-only UPDATE).
   */
  async refundUndrawn(limit = 50): Promise<SettleOutcome> {
    const due = new Date(this.clock.now() - NO_DRAW_REFUND_HOURS * 3600_000).toISOString();
    const periods = await this.db.query<{ code: string; period: string }>(
      `SELECT p.code, p.period FROM guess_periods p
       WHERE p.settled_at IS NULL AND p.draw_time < $1
         AND NOT EXISTS (SELECT 1 FROM draws d WHERE d.code = p.code AND d.period = p.period)
       ORDER BY p.draw_time LIMIT $2`,
      [due, limit],
    );
    const total = { settled: 0, members: 0 };
    for (const p of periods.rows) {
      const done = await this.db.transaction(async (tx) => {
        await lockPeriod(tx, p.code, p.period);
        const drawn = await tx.query('SELECT 1 FROM draws WHERE code = $1 AND period = $2', [p.code, p.period]);
        if (drawn.rows.length) return { settled: 0, members: 0 };
        const at = iso(this.clock.now());
        const moved = await tx.query<Moved>(
          `WITH s AS (
             UPDATE guesses g SET status = 'refund', payout = g.stake, result = $3, settled_at = $4
             WHERE g.code = $1 AND g.period = $2 AND g.status = 'open' AND g.draw_time < $5
             RETURNING g.member_id, g.week, g.stake, g.payout, g.status
           )
           ${GROUP_MOVED}`,
          [p.code, p.period, NO_DRAW_RESULT, at, due],
        );
        await markSettled(tx, p.code, p.period, at);
        return this.credit(tx, moved.rows, 'guessRefund', `${p.code}:${p.period}`, p.code, at);
      });
      total.settled += done.settled;
      total.members += done.members;
    }
    return total;
  }

  /** Credits what moved (one ledger entry per member with a payout) and moves the rankings' tallies. */
  private async credit(
    tx: Queryable,
    moved: Moved[],
    kind: 'guessPayout' | 'guessRefund',
    reference: string,
    code: string,
    at: string,
  ): Promise<SettleOutcome> {
    if (!moved.length) return { settled: 0, members: 0 };
    const perMember = new Map<number, number>();
    for (const m of moved)
      perMember.set(Number(m.member_id), (perMember.get(Number(m.member_id)) ?? 0) + Number(m.payouts));
    const paid = [...perMember].filter(([, sum]) => sum > 0).sort((a, b) => a[0] - b[0]);
    if (paid.length)
      await tx.query(
        `INSERT INTO points_ledger (member_id, delta, kind, reference, balance_after, created_at)
         SELECT m, d, $3, $4, 0, $5 FROM unnest($1::bigint[], $2::int[]) WITH ORDINALITY AS p(m, d, n) ORDER BY n`,
        [paid.map(([m]) => m), paid.map(([, d]) => d), kind, reference, at],
      );
    await tx.query(
      `UPDATE guess_tallies t SET wins = t.wins + u.wins, losses = t.losses + u.losses,
         refunds = t.refunds + u.refunds, stakes = t.stakes + u.stakes, payouts = t.payouts + u.payouts,
         decided_at = CASE WHEN u.wins + u.losses > 0 THEN greatest(t.decided_at, $2::timestamptz) ELSE t.decided_at END
       FROM unnest($3::bigint[], $4::date[], $5::int[], $6::int[], $7::int[], $8::bigint[], $9::bigint[])
         AS u(member_id, week, wins, losses, refunds, stakes, payouts)
       WHERE t.member_id = u.member_id AND t.week = u.week AND t.code IN ($1, '')`,
      [
        code,
        at,
        moved.map((m) => m.member_id),
        moved.map((m) => m.week),
        moved.map((m) => m.wins),
        moved.map((m) => m.losses),
        moved.map((m) => m.refunds),
        moved.map((m) => m.stakes),
        moved.map((m) => m.payouts),
      ],
    );
    return { settled: moved.reduce((s, m) => s + Number(m.n), 0), members: perMember.size };
  }
}

/** The period has nothing open any more: the no-draw sweep does not look at it again. */
async function markSettled(tx: Queryable, code: string, period: string, at: string): Promise<void> {
  await tx.query('UPDATE guess_periods SET settled_at = $3 WHERE code = $1 AND period = $2 AND settled_at IS NULL', [
    code,
    period,
    at,
  ]);
}

/** Groups the moved rows of CTE `s` per member and week. */
const GROUP_MOVED = `SELECT member_id, to_char(week, 'YYYY-MM-DD') AS week, count(*)::int AS n,
  (count(*) FILTER (WHERE status = 'won'))::int AS wins,
  (count(*) FILTER (WHERE status = 'lost'))::int AS losses,
  (count(*) FILTER (WHERE status = 'refund'))::int AS refunds,
  sum(stake)::int AS stakes, sum(payout)::int AS payouts
  FROM s GROUP BY member_id, week ORDER BY member_id, week`;

/**
 * Every selection of the family's board settled on `balls` (the pure settleGuess), as the
 * parallel arrays the UPDATE joins on: at most 10 positions × 16 picks, whatever the number of guesses.
 */
export function outcomeTable(group: GuessFamily, balls: readonly number[]): unknown[][] {
  const cols: unknown[][] = [[], [], [], [], [], []];
  for (const pos of guessCatalogue(group))
    for (const play of pos.plays)
      for (const { pick } of play.picks) {
        const s = settleGuess(group, { position: pos.position, play: play.play, pick }, balls, GUESS_STAKE);
        [pos.position, play.play, pick, s.outcome, s.payout, s.result].forEach((v, i) => cols[i].push(v));
      }
  return cols;
}

const iso = (ms: number) => new Date(ms).toISOString();
