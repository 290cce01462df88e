import { generateBalls, slotsBetween } from '@cp/shared/domain';
import { seededRandomInt } from './helper';
import { EVENTS, closeAll, draws, drawPeriods, liveApp, openReady } from './sse';
import type { SseEvent } from './sse';

afterEach(closeAll);

const JSPK10 = `${EVENTS}?codes=jspk10`;
const periods = (events: SseEvent[]) => draws(events).map((e) => e.data.prePeriod.period);
const ids = (events: SseEvent[]) => draws(events).map((e) => e.id);
const kinds = (events: SseEvent[]) => events.map((e) => e.event);

describe('live draws: replay after Last-Event-ID', () => {
  it('replays exactly the draws missed, then ready, then goes on live without a duplicate', async () => {
    const t = await liveApp();
    const witness = await openReady(t.port, JSPK10);
    const first = await openReady(t.port, JSPK10);
    await drawPeriods(t, 1);
    const lastSeen = draws(await first.until((e) => draws(e).length === 1))[0].id!;
    first.close();
    await drawPeriods(t, 3);
    await witness.until((e) => draws(e).length === 4);

    const again = await openReady(t.port, JSPK10, { 'last-event-id': lastSeen });
    expect(kinds(again.events)).toEqual(['draw', 'draw', 'draw', 'ready']);
    expect(periods(again.events)).toEqual(['20261121-0459', '20261121-0460', '20261121-0461']);
    // The same events as a client that never left: same ids, same draws.
    expect(ids(again.events)).toEqual(ids(witness.events).slice(1));
    expect(draws(again.events).map((e) => e.data.prePeriod)).toEqual(
      draws(witness.events)
        .slice(1)
        .map((e) => e.data.prePeriod),
    );
    expect(again.events[3].id).toBe(String(t.app.drawEvents.stats.head));

    await drawPeriods(t, 1);
    await again.until((e) => draws(e).length === 4);
    expect(periods(again.events)).toEqual(['20261121-0459', '20261121-0460', '20261121-0461', '20261121-0462']);
  });

  it('takes the id from the lastEventId query parameter too (clients that cannot set headers)', async () => {
    const t = await liveApp();
    const first = await openReady(t.port, JSPK10);
    await drawPeriods(t, 1);
    const lastSeen = draws(await first.until((e) => draws(e).length === 1))[0].id!;
    first.close();
    await drawPeriods(t, 2);
    const again = await openReady(t.port, `${JSPK10}&lastEventId=${lastSeen}`);
    expect(periods(again.events)).toEqual(['20261121-0459', '20261121-0460']);
  });

  it('replays only the lotteries subscribed to, while ids count every draw', async () => {
    const t = await liveApp();
    const ready = await openReady(t.port, JSPK10);
    const from = ready.events[0].id!;
    ready.close();
    await drawPeriods(t, 2);
    const all = await openReady(t.port, EVENTS, { 'last-event-id': from });
    const one = await openReady(t.port, `${EVENTS}?codes=jsft`, { 'last-event-id': from });
    expect(
      draws(all.events)
        .map((e) => e.data.code)
        .sort(),
    ).toEqual(['jsft', 'jsft', 'jspk10', 'jspk10']);
    expect(draws(one.events).map((e) => e.data.code)).toEqual(['jsft', 'jsft']);
    expect(ids(one.events)).toEqual(
      draws(all.events)
        .filter((e) => e.data.code === 'jsft')
        .map((e) => e.id),
    );
  });

  it('sends reset instead when the client is further behind than the replay window', async () => {
    const t = await liveApp({ SSE_REPLAY_WINDOW: '3' });
    const ready = await openReady(t.port, JSPK10);
    const from = ready.events[0].id!;
    ready.close();
    await drawPeriods(t, 2); // 4 draws of the two lotteries: one more than the window
    const again = await openReady(t.port, JSPK10, { 'last-event-id': from });
    expect(kinds(again.events)).toEqual(['reset', 'ready']);
    expect(again.events[0]).toEqual({
      id: String(t.app.drawEvents.stats.head),
      event: 'reset',
      data: { reason: 'TOO_FAR_BEHIND' },
    });
    await drawPeriods(t, 1);
    await again.until((e) => draws(e).length === 1);
    expect(periods(again.events)).toEqual(['20261121-0460']);
  });

  it('sends one reset instead of more new draws at once than the window (a bulk write)', async () => {
    const t = await liveApp({ SSE_REPLAY_WINDOW: '3' });
    const stream = await openReady(t.port, JSPK10);
    await drawPeriods(t, 4); // one catch-up: 4 jspk10 draws
    await stream.until((e) => e.some((x) => x.event === 'reset'));
    await drawPeriods(t, 1);
    await stream.until((e) => draws(e).length === 1);
    expect(kinds(stream.events)).toEqual(['ready', 'reset', 'draw']);
    expect(stream.events[1].data).toEqual({ reason: 'TOO_MANY_EVENTS' });
    expect(periods(stream.events)).toEqual(['20261121-0462']);
  });

  it('tells the clients of a lottery to reload when a draw before its latest is written (an imported history)', async () => {
    const t = await liveApp();
    const pk10 = await openReady(t.port, JSPK10);
    const ft = await openReady(t.port, `${EVENTS}?codes=jsft`);
    const schedule = t.app.catalogue.get('jspk10').schedule;
    const [old] = slotsBetween(schedule, t.clock.now() - 3 * 86_400_000, t.clock.now() - 2 * 86_400_000);
    const row = {
      code: 'jspk10',
      period: old.period,
      drawTime: old.drawTime,
      balls: generateBalls('pk10', seededRandomInt(3)),
    };
    await t.app.drawRepo.insert('jspk10', [row], 'import');
    await pk10.until((e) => e.some((x) => x.event === 'reset'));
    expect(kinds(pk10.events)).toEqual(['ready', 'draw', 'reset']);
    expect(pk10.events[2].data).toEqual({ reason: 'HISTORY_CHANGED' });
    expect(periods(pk10.events)).toEqual([old.period]);
    await drawPeriods(t, 1);
    await ft.until((e) => draws(e).length === 1);
    expect(kinds(ft.events)).toEqual(['ready', 'draw']);
  });

  it('sends reset for an id that is not one of the stream (an old format, one never written)', async () => {
    const t = await liveApp();
    for (const id of ['jspk10:20261121-0457', '99999999', '-1']) {
      const s = await openReady(t.port, JSPK10, { 'last-event-id': id });
      expect(kinds(s.events)).toEqual(['reset', 'ready']);
      expect(s.events[0].data).toEqual({ reason: 'UNKNOWN_EVENT_ID' });
    }
  });

  it('replays draws written before the process started (a client coming back to a restarted server)', async () => {
    const t = await liveApp();
    const first = await openReady(t.port, JSPK10);
    await drawPeriods(t, 1);
    const lastSeen = draws(await first.until((e) => draws(e).length === 1))[0].id!;
    first.close();
    await drawPeriods(t, 2);
    await t.app.close();

    const restarted = await liveApp({}, { db: t.db, clock: t.clock });
    const again = await openReady(restarted.port, JSPK10, { 'last-event-id': lastSeen });
    expect(periods(again.events)).toEqual(['20261121-0459', '20261121-0460']);
  });
});
