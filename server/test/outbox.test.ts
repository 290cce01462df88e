import type { Db, Queryable } from '../src/db/types';
import type { OutboxConsumer, OutboxRow } from '../src/plugins/outbox';
import type { DrawRecord } from '../src/modules/draws/types';
import { buildTestApp, closeTestApp, openTestDb, openTestDbPair, usingPostgres } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

const FAST = { pollMs: 50, retryBaseMs: 20, retryMaxMs: 100 };

/** Draws with made-up periods (the outbox does not care what a draw holds). */
let seq = 0;
function draws(code: string, n: number): DrawRecord[] {
  return Array.from({ length: n }, () => {
    seq += 1;
    return {
      code,
      period: `T${String(seq).padStart(7, '0')}`,
      drawTime: Date.UTC(2026, 0, 1) + seq * 1000,
      balls: [1, 2, 3],
    };
  });
}

async function createEffects(db: Db) {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS outbox_effects (
       seq bigserial PRIMARY KEY, consumer text NOT NULL, outbox_id bigint NOT NULL, code text NOT NULL, period text NOT NULL
     )`,
  );
}

/**
 * A consumer whose effects are rows of outbox_effects, written through the batch transaction one
 * row at a time (so a failure in the middle of a batch has already written some). `fail` decides,
 * per row and attempt, whether to throw there.
 */
function effectConsumer(
  name: string,
  options: Partial<OutboxConsumer> & { fail?: (row: OutboxRow, attempt: number) => boolean } = {},
): OutboxConsumer & { attempts: number } {
  const consumer = {
    name,
    batchSize: options.batchSize,
    startFrom: options.startFrom,
    attempts: 0,
    async handle(tx: Queryable, rows: readonly OutboxRow[]) {
      consumer.attempts += 1;
      for (const row of rows) {
        if (options.fail?.(row, consumer.attempts)) throw new Error(`injected failure at outbox row ${row.id}`);
        await tx.query('INSERT INTO outbox_effects (consumer, outbox_id, code, period) VALUES ($1, $2, $3, $4)', [
          name,
          row.id,
          row.code,
          row.period,
        ]);
      }
    },
  };
  return consumer;
}

/** Every outbox row exactly once, in id order, for `consumer` (optionally only ids above `after`). */
async function expectExactlyOnce(db: Db, consumer: string, after = 0) {
  const outbox = (
    await db.query<{ id: string; code: string; period: string }>(
      'SELECT id, code, period FROM draw_outbox WHERE id > $1 ORDER BY id',
      [after],
    )
  ).rows.map((r) => `${Number(r.id)} ${r.code} ${r.period}`);
  const effects = (
    await db.query<{ outbox_id: string; code: string; period: string }>(
      'SELECT outbox_id, code, period FROM outbox_effects WHERE consumer = $1 ORDER BY seq',
      [consumer],
    )
  ).rows.map((r) => `${Number(r.outbox_id)} ${r.code} ${r.period}`);
  expect(effects).toEqual(outbox);
  return effects.length;
}

const lastId = async (db: Db, consumer: string) =>
  Number(
    (await db.query<{ last_id: string }>('SELECT last_id FROM outbox_consumers WHERE consumer = $1', [consumer]))
      .rows[0]?.last_id ?? -1,
  );

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('outbox consumers', () => {
  let t: T;
  beforeEach(async () => {
    t = await buildTestApp({ outbox: FAST });
    await createEffects(t.db);
  });
  afterEach(() => closeTestApp(t));

  it('hand every draw to a consumer exactly once, in id order, batch by batch', async () => {
    const consumer = effectConsumer('test.normal', { batchSize: 7 });
    t.app.outbox.register(consumer);
    await t.app.drawRepo.insert('fc3d', draws('fc3d', 12), 'ingest');
    await t.app.drawRepo.insert('pl3', draws('pl3', 8), 'ingest');
    await t.app.outbox.drain();
    expect(await expectExactlyOnce(t.db, 'test.normal')).toBe(20);
    expect(consumer.attempts).toBe(3);
    await t.app.drawRepo.insert('fc3d', draws('fc3d', 5), 'ingest');
    await t.app.outbox.drain();
    expect(await expectExactlyOnce(t.db, 'test.normal')).toBe(25);
    const max = Number((await t.db.query<{ m: string }>('SELECT max(id) AS m FROM draw_outbox')).rows[0].m);
    expect(await lastId(t.db, 'test.normal')).toBe(max);
  });

  it('a failing batch is rolled back whole and retried; nothing is skipped or repeated', async () => {
    const rows = draws('fc3d', 25);
    let failures = 0;
    const consumer = effectConsumer('test.failing', {
      batchSize: 10,
      // Row 15 fails on its first try, after rows 11–14 of its batch were written.
      fail: (row) => row.period === rows[14].period && failures++ < 1,
    });
    t.app.outbox.register(consumer);
    await t.app.drawRepo.insert('fc3d', rows, 'ingest');
    await expect(t.app.outbox.drain()).rejects.toThrow(/injected failure/);
    expect(await t.db.query('SELECT 1 FROM outbox_effects')).toMatchObject({ rows: { length: 10 } });
    await t.app.outbox.drain();
    expect(await expectExactlyOnce(t.db, 'test.failing')).toBe(25);
  });

  it('when running, a failure is logged and retried with a back-off until it succeeds', async () => {
    const logged = jest.spyOn(t.app.log, 'error');
    const consumer = effectConsumer('test.retry', {
      batchSize: 4,
      fail: (row, attempt) => attempt <= 3 && row.period.endsWith('3'),
    });
    t.app.outbox.register(consumer);
    await t.app.outbox.start();
    await t.app.drawRepo.insert('fc3d', draws('fc3d', 9), 'ingest');
    await until(async () => (await t.db.query('SELECT 1 FROM outbox_effects')).rows.length === 9);
    expect(await expectExactlyOnce(t.db, 'test.retry')).toBe(9);
    const failures = logged.mock.calls.filter(([, msg]) => String(msg).includes('outbox consumer failed'));
    expect(failures.length).toBeGreaterThanOrEqual(1);
    expect(failures[0][0]).toMatchObject({ consumer: 'test.retry', failures: 1 });
  });

  it('catching up, a running consumer gives the event loop a turn between batches (the server answers meanwhile)', async () => {
    // PGlite runs inside this process: its queries resolve without I/O, so a loop of batches that
    // only awaited them held the event loop for the whole backlog (23 s at a first start).
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turnsAtBatch: number[] = [];
    t.app.outbox.register({ name: 'test.turns', batchSize: 5, handle: async () => void turnsAtBatch.push(turns) });
    await t.app.drawRepo.insert('fc3d', draws('fc3d', 30), 'ingest');
    await t.app.outbox.start();
    await until(async () => turnsAtBatch.length === 6);
    ticking = false;
    expect(turnsAtBatch.slice(1).map((n, i) => n > turnsAtBatch[i])).toEqual([true, true, true, true, true]);
  });

  it('a consumer registered after start is woken by new draws too', async () => {
    await t.app.outbox.start();
    t.app.outbox.register(effectConsumer('test.late'));
    await t.app.drawRepo.insert('fc3d', draws('fc3d', 4), 'ingest');
    await until(async () => (await t.db.query('SELECT 1 FROM outbox_effects')).rows.length === 4);
    expect(await expectExactlyOnce(t.db, 'test.late')).toBe(4);
  });

  it("startFrom 'latest' skips the history and takes only draws written after it first ran", async () => {
    await t.app.drawRepo.insert('fc3d', draws('fc3d', 10), 'ingest');
    const before = Number((await t.db.query<{ m: string }>('SELECT max(id) AS m FROM draw_outbox')).rows[0].m);
    t.app.outbox.register(effectConsumer('test.latest', { startFrom: 'latest' }));
    t.app.outbox.register(effectConsumer('test.everything'));
    await t.app.outbox.drain();
    expect(await expectExactlyOnce(t.db, 'test.latest', before)).toBe(0);
    await t.app.drawRepo.insert('pl3', draws('pl3', 5), 'ingest');
    await t.app.outbox.drain();
    expect(await expectExactlyOnce(t.db, 'test.latest', before)).toBe(5);
    expect(await expectExactlyOnce(t.db, 'test.everything')).toBe(15);
  });

  it('a new app on the same database resumes where the last one stopped', async () => {
    t.app.outbox.register(effectConsumer('test.restart', { batchSize: 3 }));
    await t.app.drawRepo.insert('fc3d', draws('fc3d', 10), 'ingest');
    await t.app.outbox.drain();
    await t.app.close();
    const again = await buildTestApp({ db: t.db, outbox: FAST });
    t = again;
    again.app.outbox.register(effectConsumer('test.restart', { batchSize: 3 }));
    await again.app.drawRepo.insert('pl3', draws('pl3', 7), 'ingest');
    await again.app.outbox.drain();
    expect(await expectExactlyOnce(t.db, 'test.restart')).toBe(17);
  });
});

describe('outbox consumers on two nodes', () => {
  it('two apps on one database run the same consumer while draws are written concurrently: each draw once', async () => {
    const [dbA, dbB] = await openTestDbPair();
    const a = await buildTestApp({ db: dbA, outbox: FAST });
    const b = await buildTestApp({ db: dbB, outbox: FAST });
    await createEffects(dbA);
    a.app.outbox.register(effectConsumer('test.shared', { batchSize: 3 }));
    b.app.outbox.register(effectConsumer('test.shared', { batchSize: 3 }));
    await Promise.all([a.app.outbox.start(), b.app.outbox.start()]);
    const codes = ['fc3d', 'pl3', 'hk6', 'jspk10'];
    await Promise.all(
      codes.map(async (code, i) => {
        const repo = (i % 2 ? b : a).app.drawRepo;
        for (let k = 0; k < 12; k++) await repo.insert(code, draws(code, 2), 'ingest');
      }),
    );
    await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
    expect(await expectExactlyOnce(dbA, 'test.shared')).toBe(codes.length * 12 * 2);
    await a.app.close();
    await b.app.close();
    await dbB.close();
    await dbA.close();
  });

  (usingPostgres ? it : it.skip)(
    'a writer that took an id first commits first: a later id is not visible before it (no skipped row)',
    async () => {
      const t = await buildTestApp({ outbox: FAST });
      await createEffects(t.db);
      t.app.outbox.register(effectConsumer('test.order'));
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const slow = t.db.transaction(async (tx) => {
        await t.app.drawRepo.insert('fc3d', draws('fc3d', 1), 'ingest', tx);
        await gate;
      });
      let fastDone = false;
      let fastDoneWhileOpen: boolean | undefined;
      let seenWhileOpen: number | undefined;
      const fast = (async () => {
        await new Promise((r) => setTimeout(r, 100));
        await t.app.drawRepo.insert('pl3', draws('pl3', 1), 'ingest');
        fastDone = true;
      })();
      try {
        await new Promise((r) => setTimeout(r, 400));
        fastDoneWhileOpen = fastDone; // the second writer waits for the first one's commit
        await t.app.outbox.drain();
        seenWhileOpen = (await t.db.query('SELECT 1 FROM outbox_effects')).rows.length;
      } finally {
        release();
      }
      await Promise.all([slow, fast]);
      await t.app.outbox.drain();
      expect(fastDoneWhileOpen).toBe(false);
      expect(seenWhileOpen).toBe(0);
      expect(await expectExactlyOnce(t.db, 'test.order')).toBe(2);
      await closeTestApp(t);
    },
  );

  it('refuses a consumer registered twice or with a bad name', async () => {
    const db = await openTestDb();
    const t = await buildTestApp({ db });
    t.app.outbox.register(effectConsumer('test.once'));
    expect(() => t.app.outbox.register(effectConsumer('test.once'))).toThrow(/twice/);
    expect(() => t.app.outbox.register(effectConsumer('bad name'))).toThrow(/name/);
    expect(t.app.outbox.consumers).toEqual(['guess.settle', 'predictions.plan', 'gallery.papers', 'test.once']);
    await closeTestApp(t);
  });
});
