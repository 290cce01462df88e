import { nextSlot, slotsBetween } from '@cp/shared/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENGINE_LOCK_KEY } from '../src/db/locks';
import { DrawEngine } from '../src/modules/draws/engine';
import { lockDataDir } from '../src/db/dataDirLock';
import {
  FakeClock,
  at,
  buildTestApp,
  closeTestApp,
  nextDrawOf,
  openTestDb,
  seededRandomInt,
  usingPostgres,
} from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

const periods = async (t: T, code: string) =>
  (
    await t.db.query<{ period: string }>('SELECT period FROM draws WHERE code = $1 ORDER BY draw_time, period', [code])
  ).rows.map((r) => r.period);

describe('draw engine', () => {
  let t: T;
  let clock: FakeClock;

  beforeEach(async () => {
    clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
    t = await buildTestApp({ clock, env: { SIMULATE: 'jspk10,fc3d,hk6' } });
  });
  afterEach(() => closeTestApp(t));

  it('backfills the last 24 hours of a 75 s lottery and the last 400 / 450 draws of daily ones on first start', async () => {
    const written = await t.app.drawEngine.catchUp(clock.now());
    const jspk10 = await periods(t, 'jspk10');
    expect(jspk10).toHaveLength(1152);
    expect(jspk10[jspk10.length - 1]).toBe('20261121-0457');
    expect(jspk10[0]).toBe('20261120-0458');
    expect(await periods(t, 'fc3d')).toHaveLength(400);
    expect(await periods(t, 'hk6')).toHaveLength(450);
    expect(written).toBe(1152 + 400 + 450);
    // Not simulated: untouched.
    expect(await periods(t, 'jsft')).toHaveLength(0);
  });

  it('writes each due period exactly once as time passes, and nothing twice when run again', async () => {
    await t.app.drawEngine.catchUp(clock.now());
    clock.advance(10 * 60_000); // 8 more jspk10 periods
    expect(await t.app.drawEngine.catchUp(clock.now())).toBe(8);
    expect(await t.app.drawEngine.catchUp(clock.now())).toBe(0);
    const jspk10 = await periods(t, 'jspk10');
    expect(jspk10[jspk10.length - 1]).toBe('20261121-0465');
    expect(new Set(jspk10).size).toBe(jspk10.length);
  });

  it('a tick only looks up the lotteries whose next period has come', async () => {
    const engine = t.app.drawEngine;
    await engine.catchUp(clock.now());
    const latest = jest.spyOn(t.app.drawRepo, 'latestAtOrBefore');
    const next = nextSlot(t.app.catalogue.find('jspk10')!.schedule, clock.now()).drawTime;
    clock.ms = next - 1; // just before jspk10's next period (75 s), long before 3D's and 六合彩's
    expect(await engine.catchUp(clock.now())).toBe(0);
    expect(latest).not.toHaveBeenCalled();
    clock.ms = next; // jspk10 is due again; the daily ones are not
    expect(await engine.catchUp(clock.now())).toBe(1);
    expect(latest.mock.calls.map(([code]) => code)).toEqual(['jspk10']);
    latest.mockRestore();
  });

  it('keeps drawing when a draw with a future time is stored (written before ingest kept to the timetable)', async () => {
    await t.app.drawEngine.catchUp(clock.now());
    // Straight into the repository, as ingest let it through before issue 14.
    await t.app.drawRepo.insert(
      'jspk10',
      [
        {
          code: 'jspk10',
          period: '20300101-0001',
          drawTime: at('2030-01-01T00:00:00+08:00'),
          balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        },
      ],
      'ingest',
    );
    clock.advance(10 * 60_000);
    expect(await t.app.drawEngine.catchUp(clock.now())).toBe(8);
    expect((await periods(t, 'jspk10')).slice(-2)).toEqual(['20261121-0465', '20300101-0001']);
  });

  it('catches up every missed period after downtime, without gaps', async () => {
    await t.app.drawEngine.catchUp(clock.now());
    const before = clock.now();
    clock.advance(3 * 3600_000); // three hours down, across fc3d's nothing and 144 jspk10 periods
    const written = await t.app.drawEngine.catchUp(clock.now());
    const expected = slotsBetween(t.app.catalogue.get('jspk10').schedule, before, clock.now()).length;
    expect(expected).toBe(144);
    expect(written).toBe(expected);
    const jspk10 = await periods(t, 'jspk10');
    const seqs = jspk10.filter((p) => p.startsWith('20261121')).map((p) => Number(p.slice(9)));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
  });

  it('never writes a period twice even when two engines run against one database', async () => {
    const other = new DrawEngine({
      db: t.db,
      catalogue: t.app.catalogue,
      repo: t.app.drawRepo,
      clock,
      randomInt: seededRandomInt(7),
    });
    const [a, b] = await Promise.all([t.app.drawEngine.catchUp(clock.now()), other.catchUp(clock.now())]);
    const jspk10 = await periods(t, 'jspk10');
    expect(jspk10).toHaveLength(1152);
    expect(new Set(jspk10).size).toBe(1152);
    expect(a + b).toBe(1152 + 400 + 450);
  });

  it('only produces legal draws (checked by the database reading them back)', async () => {
    await t.app.drawEngine.catchUp(clock.now());
    const rows = (await t.db.query<{ balls: number[] }>("SELECT balls FROM draws WHERE code = 'jspk10'")).rows;
    for (const r of rows) expect([...r.balls].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('pushes each new draw into the cache and the latest draw endpoint', async () => {
    await t.app.drawEngine.catchUp(clock.now());
    const first = await t.app.inject('/v1/cp168/wap/draw/info/jspk10');
    expect(first.json().data.prePeriod.period).toBe('20261121-0457');
    clock.advance(75_000);
    const seen = nextDrawOf(t.app, 'jspk10');
    await t.app.drawEngine.catchUp(clock.now());
    expect(await seen).toBe('20261121-0458');
    const next = await t.app.inject('/v1/cp168/wap/draw/info/jspk10');
    expect(next.json().data.prePeriod.period).toBe('20261121-0458');
    expect(next.json().data.nextPeriod.period).toBe('20261121-0459');
  });
});

describe('one engine, one writer', () => {
  (usingPostgres ? it : it.skip)(
    'with PostgreSQL exactly one process wins the engine lock; the other stands by',
    async () => {
      const a = await openTestDb();
      const b = await openTestDb();
      expect(await a.tryLeaderLock(ENGINE_LOCK_KEY + 1)).toBe(true);
      expect(await b.tryLeaderLock(ENGINE_LOCK_KEY + 1)).toBe(false);
      await a.close();
      expect(await b.tryLeaderLock(ENGINE_LOCK_KEY + 1)).toBe(true);
      await b.close();
    },
  );

  it('the embedded database folder admits one process: a second server or import is refused clearly', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-lock-'));
    const lock = await lockDataDir(dir, 'server');
    await expect(lockDataDir(dir, 'import')).rejects.toThrow(/正被另一个进程使用/);
    await lock.release();
    const again = await lockDataDir(dir, 'import');
    await again.release();
  });

  it('start() backfills as the leader and keeps following the timetable', async () => {
    const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
    const t = await buildTestApp({ clock, env: { SIMULATE: 'jspk10' } });
    await t.app.drawEngine.start();
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM draws')).rows[0].n;
    expect(await count()).toBe(1152);
    expect(t.app.drawEngine.nextDue(clock.now())).toBe(at('2026-11-21T09:31:15+08:00'));
    await t.app.drawEngine.stop();
    await closeTestApp(t);
  });
});
