import crypto from 'node:crypto';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { DrawEngine } from '../src/modules/draws/engine';
import { DrawRepository } from '../src/modules/draws/repository';
import { DrawFeed } from '../src/modules/draws/live/feed';
import { OutboxReader } from '../src/modules/draws/live/outboxReader';
import type { FeedRow } from '../src/modules/draws/live/outboxReader';
import { FakeClock, at, buildTestApp, closeTestApp, openTestDb, usingPostgres } from './helper';

/** Polls `check` until it holds (generous bound: these wait on reconnect back-off, not on speed). */
async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the live feed catches up after notices were missed', () => {
  it('reads back the draws written while nobody listened when its listener comes back, and only those', async () => {
    const db = await openTestDb();
    const t = await buildTestApp({ db, env: { SIMULATE: 'none' } });
    try {
      const repo = new DrawRepository(db);
      const day = at('2026-11-21T00:00:00+08:00');
      const row = (n: number) => ({
        code: 'fc3d',
        period: `2026${String(n).padStart(3, '0')}`,
        drawTime: day + n * 86400_000,
        balls: [1, 2, n % 10],
      });
      await repo.insert('fc3d', [row(1), row(2)], 'import');
      // A feed of its own that hears no notice and never polls: as a process whose LISTEN
      // connection was down. Only the listener's "listening again" call wakes it.
      let resync: (() => void) | undefined;
      const deaf: Db = {
        ...db,
        listen: async (_channel, _onPayload, onResync) => ((resync = onResync), async () => {}),
      };
      const handed: string[][] = [];
      const feed = new DrawFeed(
        deaf,
        new OutboxReader(db, () => undefined),
        {
          started: () => undefined,
          rows: async (batch: FeedRow[]) => void handed.push(batch.map((r) => r.draw.period)),
        },
        { recent: 10, pollMs: 3_600_000 },
      );
      await feed.start();
      await repo.insert('fc3d', [row(3), row(4)], 'import');
      expect(handed).toEqual([]);
      expect(resync).toBeDefined();
      resync!();
      await eventually(() => handed.length > 0, 'the feed to catch up');
      await feed.wake();
      expect(handed).toEqual([['2026003', '2026004']]);
      // Nothing new: another resync hands on nothing.
      resync!();
      await feed.wake();
      expect(handed).toHaveLength(1);
      await feed.stop();
    } finally {
      await closeTestApp(t);
    }
  });
});

describe('a leader that loses its lock stands by and tries again', () => {
  it('goes from leader to standby when told the lock is lost, and leads again once it wins it', async () => {
    const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
    const t = await buildTestApp({ clock, env: { SIMULATE: 'jspk10' } });
    let onLost: (() => void) | undefined;
    let wins = 0;
    const db: Db = {
      ...t.db,
      tryLeaderLock: async (_key, lost) => {
        onLost = lost;
        wins += 1;
        return wins !== 2; // the first attempt wins, the one after the loss does not, then it wins again
      },
    };
    const engine = new DrawEngine({ db, catalogue: t.app.catalogue, repo: t.app.drawRepo, clock, leaderRetryMs: 20 });
    try {
      await engine.start();
      expect(engine.role).toBe('leader');
      onLost?.();
      expect(engine.role).toBe('standby');
      await eventually(() => wins >= 2, 'a second attempt');
      await eventually(() => engine.role === 'leader', 'leading again');
      expect(wins).toBe(3);
    } finally {
      await engine.stop();
      await closeTestApp(t);
    }
  });
});

(usingPostgres ? describe : describe.skip)('PostgreSQL connections lost under a running process', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  let name: string;
  let db: Db;
  let admin: Db;
  const terminate = (suffix: string) =>
    admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
      `${name}${suffix}`,
    ]);

  beforeEach(async () => {
    name = `cp-test-${crypto.randomBytes(4).toString('hex')}`;
    db = await openPostgres(url, { applicationName: name });
    admin = await openPostgres(url, { applicationName: `${name}-admin` });
  });
  afterEach(async () => {
    await db.close();
    await admin.close();
  });

  it('LISTEN comes back after its connection is dropped: subscribers resync and notices arrive again', async () => {
    const channel = `cp_test_${crypto.randomBytes(4).toString('hex')}`;
    const payloads: string[] = [];
    let resyncs = 0;
    await db.listen(
      channel,
      (p) => payloads.push(p),
      () => (resyncs += 1),
    );
    expect(db.listening()).toBe(true);
    await terminate(':listen');
    await eventually(() => resyncs === 1, 'the resync after reconnecting');
    expect(db.listening()).toBe(true);
    await admin.query('SELECT pg_notify($1, $2)', [channel, 'after']);
    await eventually(() => payloads.includes('after'), 'a notice on the new connection');
  });

  it('a connection dropped mid-transaction fails that transaction, not the process', async () => {
    await expect(
      db.transaction(async (tx) => {
        const pid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        await new Promise((r) => setTimeout(r, 200));
        await tx.query('SELECT 1');
      }),
    ).rejects.toThrow();
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('idle pooled connections dropped by the server are replaced on next use', async () => {
    await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);
    await terminate('');
    await new Promise((r) => setTimeout(r, 200));
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('the holder of a leader lock is told when its connection is lost, and another process takes the lock', async () => {
    const key = crypto.randomInt(1, 2 ** 31 - 1);
    let lost = 0;
    expect(await db.tryLeaderLock(key, () => (lost += 1))).toBe(true);
    expect(await admin.tryLeaderLock(key)).toBe(false);
    await terminate(':lock');
    await eventually(() => lost === 1, 'the lost-lock callback');
    await eventually(() => admin.tryLeaderLock(key), 'the other process winning the lock');
    expect(await db.tryLeaderLock(key)).toBe(false);
  });
});
