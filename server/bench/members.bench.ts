/**
 * Member benchmark (npm run bench runs it; prints figures, asserts nothing):
 *  1. the password hash alone: argon2id at the production cost (19 MiB, 2 passes), hash and verify;
 *  2. login throughput and latency (p50, p99) at 20 concurrent clients over HTTP (autocannon,
 *     POST /v1/cp168/apis/login with the right password, 20 members in turn, all from 127.0.0.1;
 *     each request uses a captcha of its own, written beforehand, since a captcha is single use);
 *  3. renewToken server time: POST /v1/cp168/wap/renewToken through fastify (inject) and
 *     TokenService.renew alone (target ≤ 2 ms: it runs on every route change of a member).
 * Embedded PGlite in this process, or PostgreSQL with DATABASE_URL. BENCH_PORT (default 18193).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { PasswordHasher } from '../src/modules/members/passwords';

const PORT = Number(process.env.BENCH_PORT || 18193);
const CONNECTIONS = 20;
const DURATION_S = 10;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function timeCalls(n: number, f: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await f();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f();
    times.push(performance.now() - t);
  }
  return times;
}

const fmt = (ms: number) => ms.toFixed(3);

async function main() {
  const url = process.env.DATABASE_URL;
  const db: Db = url ? await openPostgres(url) : await openPglite();
  console.log(
    `Node ${process.version}, ${os.cpus().length} cores, ${db.kind}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 4}`,
  );
  const config = loadConfig({ SIMULATE: 'none', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db, logger: false, rateLimitPerMinute: 0 });
  await app.ready();

  // 1. The hash alone.
  const hasher = new PasswordHasher();
  const hashTimes = await timeCalls(20, () => hasher.hash('bench-Passw0rd'));
  const stored = await hasher.hash('bench-Passw0rd');
  const verifyTimes = await timeCalls(20, () => hasher.verify(stored, 'bench-Passw0rd'));
  console.log('\nargon2id at the production cost (m=19456 KiB, t=2, p=1), one at a time, median of 20');
  console.log(`  hash: ${fmt(percentile(hashTimes, 50))} ms   verify: ${fmt(percentile(verifyTimes, 50))} ms`);

  // 2. Login throughput at 20 concurrent clients: 20 members, one per connection's turn.
  const prefix = `b${Date.now().toString(36)}`;
  const userNames = Array.from({ length: CONNECTIONS }, (_, i) => `${prefix}_${i}`);
  let userID = 0;
  for (const userName of userNames) {
    const { captchaId } = await app.members.captchas.create();
    const answer = (await app.members.captchas.answer(captchaId))!.answer;
    const registered = await app.inject({
      method: 'POST',
      url: '/v1/cp168/apis/register',
      payload: { userName, password: 'bench-Passw0rd', captchaId, captcha: answer },
    });
    if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
    userID = Number(registered.json().data.userID);
  }
  const expires = new Date(Date.now() + 3600_000).toISOString();
  await db.query(
    `INSERT INTO captchas (id, answer, created_at, expires_at)
     SELECT gen_random_uuid(), 'bench', now(), $1 FROM generate_series(1, 4000)`,
    [expires],
  );
  const ids = (await db.query<{ id: string }>("SELECT id FROM captchas WHERE answer = 'bench'")).rows.map((r) => r.id);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        path: '/v1/cp168/apis/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            userName: userNames[next % userNames.length],
            password: 'bench-Passw0rd',
            captchaId: ids[next++ % ids.length],
            captcha: 'bench',
          }),
        }),
      },
    ],
  });
  console.log(
    `\nLogin over HTTP, autocannon ${CONNECTIONS} connections × ${DURATION_S} s (server and load generator share the cores)`,
  );
  console.log(
    `  ${result.requests.average.toFixed(1)} logins/s   latency p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   non-2xx ${result.non2xx}   errors ${result.errors}`,
  );
  if (next > ids.length) console.log(`  (captchas ran out: ${next} requests for ${ids.length})`);

  // 3. renewToken server time.
  let current = (await app.tokens.issue(userID)).token;
  const routeTimes = await timeCalls(500, async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/cp168/wap/renewToken',
      headers: { authorization: `Bearer ${current}` },
    });
    current = res.json().data.token;
  });
  const serviceTimes = await timeCalls(500, async () => {
    const r = await app.tokens.renew(current);
    if (r.ok) current = r.issued.token;
  });
  console.log('\nrenewToken server time per call, 500 calls in a row (target ≤ 2 ms)');
  console.log(
    `  POST /v1/cp168/wap/renewToken (inject): median ${fmt(percentile(routeTimes, 50))} ms   p99 ${fmt(percentile(routeTimes, 99))} ms`,
  );
  console.log(
    `  TokenService.renew alone:                median ${fmt(percentile(serviceTimes, 50))} ms   p99 ${fmt(percentile(serviceTimes, 99))} ms`,
  );
  await app.close();
  await db.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
