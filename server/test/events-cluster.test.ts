import { generateBalls, nextSlot } from '@cp/shared/domain';
import type { App } from '../src/app';
import type { Queryable } from '../src/db/types';
import { FakeClock, openTestDbPair, seededRandomInt } from './helper';
import { EVENTS, START, closeAll, closeLater, draws, drawPeriods, liveApp, openReady } from './sse';
import type { SseEvent } from './sse';

afterEach(closeAll);

const JSPK10 = `${EVENTS}?codes=jspk10`;
const periods = (events: SseEvent[]) => draws(events).map((e) => e.data.prePeriod.period);
const ids = (events: SseEvent[]) => draws(events).map((e) => e.id);

/** Two server processes on one database (two pools on one PostgreSQL schema; one PGlite twice). */
async function twoNodes() {
  const [dbA, dbB] = await openTestDbPair();
  closeLater(dbA);
  closeLater(dbB);
  const clock = new FakeClock(START);
  const a = await liveApp({}, { db: dbA, clock });
  const b = await liveApp({ ENGINE: 'off' }, { db: dbB, clock });
  return { a, b, clock };
}

/**
 * Writes the next jspk10 draw the way DrawRepository does but without its NOTIFY, as if the
 * notice had been lost (a database restart, a dropped LISTEN connection). Returns its outbox id.
 */
async function writeWithoutNotice(app: App, clock: FakeClock): Promise<number> {
  const lottery = app.catalogue.get('jspk10');
  const slot = nextSlot(lottery.schedule, clock.now());
  clock.ms = slot.drawTime;
  const row = {
    code: 'jspk10',
    period: slot.period,
    drawTime: slot.drawTime,
    balls: generateBalls('pk10', seededRandomInt(7)),
  };
  await app.db.transaction(async (tx) => {
    const silent: Queryable = {
      query: (sql, params) => (sql.includes('pg_notify') ? Promise.resolve({ rows: [] }) : tx.query(sql, params)),
      exec: (sql) => tx.exec(sql),
    };
    await app.drawRepo.insert('jspk10', [row], 'import', silent);
  });
  const r = await app.db.query<{ id: string }>('SELECT max(id) AS id FROM draw_outbox');
  return Number(r.rows[0].id);
}

describe('live draws across server processes', () => {
  it('sends a draw written by one process to the clients of every process, with the same ids', async () => {
    const { a, b } = await twoNodes();
    const onA = await openReady(a.port, JSPK10);
    const onB = await openReady(b.port, JSPK10);
    await drawPeriods(a, 3);
    await onA.until((e) => draws(e).length === 3);
    await onB.until((e) => draws(e).length === 3);
    expect(periods(onB.events)).toEqual(['20261121-0458', '20261121-0459', '20261121-0460']);
    expect(ids(onB.events)).toEqual(ids(onA.events));
    expect(draws(onB.events).map((e) => e.data.prePeriod)).toEqual(draws(onA.events).map((e) => e.data.prePeriod));
  });

  it('replays on one process what a client last saw on the other (the proxy moved it)', async () => {
    const { a, b } = await twoNodes();
    const onA = await openReady(a.port, JSPK10);
    await drawPeriods(a, 1);
    const lastSeen = draws(await onA.until((e) => draws(e).length === 1))[0].id!;
    onA.close();
    await drawPeriods(a, 2);
    const witness = await openReady(b.port, JSPK10, { 'last-event-id': lastSeen });
    expect(witness.events.map((e) => e.event)).toEqual(['draw', 'draw', 'ready']);
    expect(periods(witness.events)).toEqual(['20261121-0459', '20261121-0460']);
  });

  it('takes a client whose last id this process has not reached yet: it reads up to it first, no reset', async () => {
    const { a, b, clock } = await twoNodes();
    const id = await writeWithoutNotice(a.app, clock);
    const onB = await openReady(b.port, JSPK10, { 'last-event-id': String(id) });
    expect(onB.events.map((e) => e.event)).toEqual(['ready']);
    expect(onB.events[0].id).toBe(String(id));
    await drawPeriods(a, 1);
    await onB.until((e) => draws(e).length === 1);
    expect(Number(draws(onB.events)[0].id)).toBeGreaterThan(id);
  });

  it('still delivers a draw whose notice was lost, found by the poll', async () => {
    const { a, b, clock } = await twoNodes();
    const onA = await openReady(a.port, JSPK10);
    const onB = await openReady(b.port, JSPK10);
    const id = await writeWithoutNotice(a.app, clock);
    await onA.until((e) => draws(e).length === 1);
    await onB.until((e) => draws(e).length === 1);
    expect(ids(onA.events)).toEqual([String(id)]);
    expect(ids(onB.events)).toEqual([String(id)]);
  });
});
