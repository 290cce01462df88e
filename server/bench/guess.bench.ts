/**
 * Guess-centre benchmark (npm run bench runs it; prints figures, asserts nothing):
 *  1. settling the open guesses of one draw — 25,000, 50,000 and 100,000 guesses (20 per member),
 *     one transaction each, as the outbox consumer runs it (target ≤ 2 s for 100,000, linear);
 *  2. placing a guess: POST /v1/cp168/apis/predictions over HTTP from 50 concurrent members, one
 *     selection per request, each with its own Idempotency-Key (p50, p99; target p99 stated in the README);
 *  3. the weekly rankings over a week of 1,000,000 guesses (20,000 members × 50): rankingWins and
 *     rankingProfits, per lottery and overall, median of 20 (target ≤ 100 ms), beside the same
 *     ranking computed straight from the guesses (what the tallies save).
 * Embedded PGlite in this process, or PostgreSQL with DATABASE_URL. BENCH_PORT (default 18194).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { beijingWeekOf } from '@cp/shared/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dropBenchDb, freshBenchDb } from './benchDb';
import type { Db } from '../src/db/types';
import type { Clock } from '../src/lib/clock';

const PORT = Number(process.env.BENCH_PORT || 18194);
const NOW = Date.parse('2026-11-25T10:00:30+08:00');
const clock: Clock = { now: () => NOW };

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (ms: number) => ms.toFixed(1);

/** `count` members with one order each (order id = member id), ids from `first`. */
async function seedMembers(db: Db, first: number, count: number) {
  await db.query(
    `INSERT INTO members (id, user_name, password_hash) OVERRIDING SYSTEM VALUE
     SELECT i, 'bench_' || i, 'none' FROM generate_series($1::int, $2::int) i`,
    [first, first + count - 1],
  );
  await db.query(
    `INSERT INTO guess_orders (id, member_id, idempotency_key, request_hash, code, period, created_at) OVERRIDING SYSTEM VALUE
     SELECT i, i, 'bench-order-' || i, 'bench', 'jspk10', 'bench', now() FROM generate_series($1::int, $2::int) i`,
    [first, first + count - 1],
  );
}

async function settlementRun(guesses: number): Promise<number> {
  const db = await freshBenchDb('guess');
  const config = loadConfig({ SIMULATE: 'none', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db, clock, logger: false, rateLimitPerMinute: 0 });
  await app.ready();
  const membersN = guesses / 20;
  await seedMembers(db, 1, membersN);
  const week = beijingWeekOf(NOW).key;
  const placed = new Date(NOW - 30_000).toISOString();
  const drawAt = new Date(NOW).toISOString();
  await db.query(
    `INSERT INTO guesses (order_id, member_id, code, period, position, play, pick, stake, week, placed_at, draw_time)
     SELECT m, m, 'jspk10', 'P1', 'hm' || p, pl.play, pl.pick, 10, $2::date, $3, $4
     FROM generate_series(1, $1::int) m, generate_series(1, 10) p,
          (VALUES ('daxiao', '大'), ('danshuang', '单')) AS pl(play, pick)`,
    [membersN, week, placed, drawAt],
  );
  await db.query(
    `INSERT INTO guess_tallies (week, code, member_id, guesses, first_at)
     SELECT $2::date, c, m, 20, $3 FROM generate_series(1, $1::int) m, unnest(ARRAY['jspk10', '']) c`,
    [membersN, week, placed],
  );
  await db.query('ANALYZE');
  const row = {
    id: 1,
    code: 'jspk10',
    period: 'P1',
    drawTime: NOW,
    balls: [3, 8, 1, 10, 6, 2, 9, 4, 7, 5],
    kind: 'draw' as const,
  };
  const t0 = performance.now();
  const done = await db.transaction((tx) => app.guess.settlement.settleDraw(tx, row));
  const ms = performance.now() - t0;
  if (done.settled !== guesses) throw new Error(`settled ${done.settled} of ${guesses}`);
  await app.close();
  await dropBenchDb(db);
  return ms;
}

async function placingRun(): Promise<{ p50: number; p99: number; perSecond: number; refused: number }> {
  const db = await freshBenchDb('guess');
  const config = loadConfig({ SIMULATE: 'none', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db, clock, logger: false, rateLimitPerMinute: 0 });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const CLIENTS = 50;
  const PER_CLIENT = 100; // 5 members a client, 20 guesses each (the cap of a period)
  const membersN = CLIENTS * 5;
  await db.query(
    `INSERT INTO members (id, user_name, password_hash) OVERRIDING SYSTEM VALUE
     SELECT i, 'bench_' || i, 'none' FROM generate_series(1, $1::int) i`,
    [membersN],
  );
  await db.query(
    `INSERT INTO points_ledger (member_id, delta, kind, reference, balance_after, created_at)
     SELECT i, 1000, 'signin', 'bench', 0, now() FROM generate_series(1, $1::int) i`,
    [membersN],
  );
  const tokens = await Promise.all(
    Array.from({ length: membersN }, (_, i) => app.tokens.issue(i + 1).then((x) => x.token)),
  );
  const period = (
    await app.inject({
      url: '/v1/cp168/apis/checkPrediction?lotteryCode=jspk10',
      headers: { authorization: `Bearer ${tokens[0]}` },
    })
  ).json().data.openPeriod;
  const selection = (k: number) => ({
    position: `hm${(k % 10) + 1}`,
    play: k < 10 ? 'daxiao' : 'danshuang',
    pick: k < 10 ? '大' : '单',
  });
  const times: number[] = [];
  let refused = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; i < PER_CLIENT; i += 1) {
        const member = c * 5 + Math.floor(i / 20);
        const start = performance.now();
        const res = await fetch(`http://127.0.0.1:${PORT}/v1/cp168/apis/predictions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${tokens[member]}`,
            'content-type': 'application/json',
            'idempotency-key': `bench-${c}-${i}-${process.pid}`,
          },
          body: JSON.stringify({ lotteryCode: 'jspk10', period, selections: [selection(i % 20)] }),
        });
        await res.arrayBuffer();
        times.push(performance.now() - start);
        if (res.status !== 200) refused += 1;
      }
    }),
  );
  const total = performance.now() - t0;
  await app.close();
  await dropBenchDb(db);
  return { p50: percentile(times, 50), p99: percentile(times, 99), perSecond: (times.length / total) * 1000, refused };
}

async function rankingRun() {
  const db = await freshBenchDb('guess');
  const config = loadConfig({ SIMULATE: 'none', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db, clock, logger: false, rateLimitPerMinute: 0 });
  await app.ready();
  const MEMBERS = 20_000;
  const week = beijingWeekOf(NOW);
  const t0 = performance.now();
  await seedMembers(db, 1, MEMBERS);
  // 50 guesses a member over the week: 5 periods × 10 positions, 号码; ~1 in 10 won, a few still open.
  for (let from = 1; from <= MEMBERS; from += 2000)
    await db.query(
      `INSERT INTO guesses (order_id, member_id, code, period, position, play, pick, stake, status, payout, result,
                            week, placed_at, draw_time, settled_at)
       SELECT m, m, 'jspk10', 'W' || p, 'hm' || pos, 'number', ((m * 7 + p * 3 + pos) % 10 + 1)::text, 10, s.status,
              CASE s.status WHEN 'won' THEN 99 WHEN 'lost' THEN 0 END, CASE WHEN s.status = 'open' THEN NULL ELSE '1' END,
              $3::date, $4::timestamptz + (m % 500) * interval '1 minute', $4::timestamptz + p * interval '1 day',
              CASE WHEN s.status = 'open' THEN NULL ELSE $4::timestamptz + p * interval '1 day' + (m % 97) * interval '1 second' END
       FROM generate_series($1::int, $2::int) m, generate_series(1, 5) p, generate_series(1, 10) pos,
            LATERAL (SELECT CASE WHEN p = 5 AND pos > 8 THEN 'open' WHEN (m + p * pos) % 10 = 0 THEN 'won' ELSE 'lost' END AS status) s`,
      [from, Math.min(MEMBERS, from + 1999), week.key, new Date(week.start).toISOString()],
    );
  // The tallies, as placing and settling would have moved them.
  await db.query(
    `INSERT INTO guess_tallies (week, code, member_id, guesses, wins, losses, refunds, stakes, payouts, first_at, decided_at)
     SELECT week, c, member_id, count(*), count(*) FILTER (WHERE status = 'won'), count(*) FILTER (WHERE status = 'lost'),
            count(*) FILTER (WHERE status = 'refund'), coalesce(sum(stake) FILTER (WHERE status <> 'open'), 0),
            coalesce(sum(payout), 0), min(placed_at), max(settled_at) FILTER (WHERE status IN ('won', 'lost'))
     FROM guesses, unnest(ARRAY[code, '']) c GROUP BY week, c, member_id`,
  );
  await db.query('ANALYZE');
  const n = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM guesses')).rows[0].n;
  console.log(
    `  seeded ${n.toLocaleString('en')} guesses of ${MEMBERS.toLocaleString('en')} members in ${fmt((performance.now() - t0) / 1000)} s`,
  );
  const viewer = 12_345;
  const results: Array<[string, number]> = [];
  for (const kind of ['wins', 'profits'] as const)
    for (const code of ['jspk10', null]) {
      const times: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        const s = performance.now();
        await app.guess.rankings.page(kind, code, week.key, viewer);
        times.push(performance.now() - s);
      }
      results.push([
        `${kind === 'wins' ? 'rankingWins' : 'rankingProfits'} ${code ?? '全部彩种'}`,
        percentile(times.slice(2), 50),
      ]);
    }
  const direct: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const s = performance.now();
    await db.query(
      `SELECT member_id, count(*) AS guesses, count(*) FILTER (WHERE status = 'won') AS wins,
              count(*) FILTER (WHERE status IN ('won', 'lost')) AS decided
       FROM guesses WHERE week = $1::date GROUP BY member_id HAVING count(*) >= 4
       ORDER BY coalesce((count(*) FILTER (WHERE status = 'won'))::numeric / nullif(count(*) FILTER (WHERE status IN ('won', 'lost')), 0), 0) DESC
       LIMIT 50`,
      [week.key],
    );
    direct.push(performance.now() - s);
  }
  await app.close();
  await dropBenchDb(db);
  return { results, direct: percentile(direct, 50) };
}

async function main() {
  const probe = await freshBenchDb('guess');
  console.log(`Node ${process.version}, ${os.cpus().length} cores, ${probe.kind}`);
  await dropBenchDb(probe);

  console.log('\n1. Settling the open guesses of one draw (one transaction, as the outbox consumer)');
  const sizes = [25_000, 50_000, 100_000];
  const settle: number[] = [];
  for (const size of sizes) {
    const ms = await settlementRun(size);
    settle.push(ms);
    console.log(
      `  ${size.toLocaleString('en').padStart(7)} guesses: ${fmt(ms)} ms   (${fmt((ms / size) * 1000)} µs a guess)`,
    );
  }
  console.log(
    `  100,000 / 25,000 time ratio: ${(settle[2] / settle[0]).toFixed(2)} (linear = 4.00); target ≤ 2000 ms for 100,000`,
  );

  console.log('\n2. Placing a guess: 50 concurrent members over HTTP, 5,000 requests');
  const p = await placingRun();
  console.log(
    `  p50 ${fmt(p.p50)} ms   p99 ${fmt(p.p99)} ms   ${p.perSecond.toFixed(0)} requests/s   refused ${p.refused}`,
  );

  console.log('\n3. Weekly rankings over a week of 1,000,000 guesses (median of 20)');
  const r = await rankingRun();
  for (const [name, ms] of r.results) console.log(`  ${name.padEnd(24)} ${fmt(ms)} ms`);
  console.log(`  the same order straight from the guesses (no tallies): ${fmt(r.direct)} ms`);
  console.log(
    `  ratio tallies / direct: ${(Math.max(...r.results.map((x) => x[1])) / r.direct).toFixed(3)}; target ≤ 100 ms`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
