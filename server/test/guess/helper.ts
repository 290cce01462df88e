import crypto from 'node:crypto';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/types';
import { FakeClock, addTestMembers, at, buildTestApp } from '../helper';
import type { TestAppOptions } from '../helper';

export type GT = Awaited<ReturnType<typeof buildTestApp>> & { clock: FakeClock };

/** Saturday 2026-11-21 09:30:41 Beijing, as the other server tests. */
export const START = at('2026-11-21T09:30:41+08:00');

export async function guessApp(opts: TestAppOptions = {}): Promise<GT> {
  const clock = (opts.clock as FakeClock | undefined) ?? new FakeClock(START);
  const t = await buildTestApp({ ...opts, clock });
  return { ...t, clock };
}

/**
 * Members without an account's ceremony: a row, `points` from one ledger award, and a token.
 * Returns the tokens in the order of the ids.
 */
export async function members(t: GT, ids: number[], points: number): Promise<string[]> {
  await addTestMembers(t.db, ...ids);
  if (points > 0)
    await t.db.query(
      `INSERT INTO points_ledger (member_id, delta, kind, reference, balance_after, created_at)
       SELECT id, $2, 'signin', 'test-grant', 0, now() FROM unnest($1::bigint[]) AS id`,
      [ids, points],
    );
  const tokens: string[] = [];
  for (const id of ids) tokens.push((await t.app.tokens.issue(id)).token);
  return tokens;
}

export interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely
  body: any;
}

export async function call(
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { token?: string; body?: unknown; key?: string | null } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key !== null && method === 'POST' && url.includes('/predictions'))
    headers['idempotency-key'] = opts.key ?? crypto.randomUUID();
  const res = await app.inject({
    method,
    url,
    headers,
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

const API = '/v1/cp168/apis';

/** The period open now for `code` (checkPrediction). */
export async function openPeriod(t: GT, token: string, code = 'jspk10'): Promise<{ period: string; drawTime: string }> {
  const r = await call(t.app, 'GET', `${API}/checkPrediction?lotteryCode=${code}`, { token });
  if (r.status !== 200) throw new Error(`checkPrediction: ${JSON.stringify(r.body)}`);
  return { period: r.body.data.openPeriod, drawTime: r.body.data.drawTime };
}

export function place(
  t: GT,
  token: string,
  period: string,
  selections: unknown[],
  opts: { key?: string | null; code?: string } = {},
): Promise<Reply> {
  return call(t.app, 'POST', `${API}/predictions`, {
    token,
    key: opts.key,
    body: { lotteryCode: opts.code ?? 'jspk10', period, selections },
  });
}

/** Writes a draw (with its outbox row) and runs the outbox consumers until they are done. */
export async function draw(t: GT, code: string, period: string, balls: number[], drawTime = t.clock.now()) {
  await t.app.drawRepo.insert(code, [{ code, period, drawTime, balls }], 'ingest');
  await t.app.outbox.drain();
}

export async function score(db: Db, id: number): Promise<number> {
  return Number((await db.query<{ score: string }>('SELECT score FROM members WHERE id = $1', [id])).rows[0].score);
}

/** The ledger's invariants: every score is the sum of its member's entries, no balance below zero. */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  const r = await db.query<{ id: string; score: string; sum: string | null; min_balance: string | null }>(
    `SELECT m.id, m.score, (SELECT sum(delta) FROM points_ledger l WHERE l.member_id = m.id) AS sum,
            (SELECT min(balance_after) FROM points_ledger l WHERE l.member_id = m.id) AS min_balance
     FROM members m`,
  );
  for (const row of r.rows) {
    expect([row.id, Number(row.score)]).toEqual([row.id, Number(row.sum ?? 0)]);
    expect(Number(row.min_balance ?? 0)).toBeGreaterThanOrEqual(0);
  }
}

/** PK10 balls (a permutation of 1–10). */
export const PK10_DRAW = [3, 8, 1, 10, 6, 2, 9, 4, 7, 5];
