import { getJson } from './helper';
import { EVENTS, closeAll, draws, drawPeriods, liveApp as live, openReady, openStream } from './sse';

afterEach(closeAll);

describe('live draws by server-sent events', () => {
  it('pushes from a fresh process without anything loaded over HTTP first', async () => {
    const t = await live();
    const stream = await openReady(t.port, `${EVENTS}?codes=jspk10`);
    await drawPeriods(t, 1);
    const [first] = draws(await stream.until((e) => draws(e).length >= 1));
    expect(first.id).toMatch(/^\d+$/);
    expect(first.data).toMatchObject({
      code: 'jspk10',
      prePeriod: { period: '20261121-0458' },
      nextPeriod: { period: '20261121-0459' },
    });
  });

  it('sends one event per period written, in period order, each with a larger id', async () => {
    const t = await live();
    const stream = await openReady(t.port, `${EVENTS}?codes=jspk10`);
    await drawPeriods(t, 6);
    const got = draws(await stream.until((e) => draws(e).length >= 6));
    expect(got.map((e) => e.data.prePeriod.period)).toEqual([
      '20261121-0458',
      '20261121-0459',
      '20261121-0460',
      '20261121-0461',
      '20261121-0462',
      '20261121-0463',
    ]);
    const ids = got.map((e) => Number(e.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    // Each announces the next of the chain; the last one what draw/info says.
    expect(got.slice(0, 5).map((e) => e.data.nextPeriod.period)).toEqual(
      got.slice(1).map((e) => e.data.prePeriod.period),
    );
    const info = await getJson(t.app, '/v1/cp168/apis/draw/info/jspk10');
    expect(got[5].data.nextPeriod).toEqual(info.body.data.nextPeriod);
    expect(got[5].data.prePeriod).toEqual(info.body.data.prePeriod);
  });

  it('sends only the subscribed lotteries, and every lottery without codes', async () => {
    const t = await live();
    const one = await openReady(t.port, `${EVENTS}?codes=jsft`);
    const all = await openReady(t.port, EVENTS);
    await drawPeriods(t, 1);
    const everything = draws(await all.until((e) => draws(e).length >= 2));
    expect(everything.map((e) => e.data.code).sort()).toEqual(['jsft', 'jspk10']);
    const mine = draws(await one.until((e) => draws(e).length >= 1));
    // Whatever the order the two lotteries were written in, jsft's event is the one it got, with the same id.
    expect(mine.map((e) => e.data.code)).toEqual(['jsft']);
    expect(mine[0].id).toBe(everything.find((e) => e.data.code === 'jsft')?.id);
  });

  it('opens with retry, a ready event carrying the current id, and heartbeat comments', async () => {
    const t = await live({ SSE_HEARTBEAT_SECONDS: '1' });
    const stream = await openReady(t.port, `${EVENTS}?codes=jspk10`);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.retries).toHaveLength(1);
    expect(stream.retries[0]).toBeGreaterThanOrEqual(2000);
    const ready = stream.events.find((e) => e.event === 'ready');
    expect(ready?.id).toBe(String(t.app.drawEvents.stats.head));
    expect(ready?.data).toEqual({ lastEventId: ready?.id });
    await stream.until(() => stream.comments.includes('ping'));
  });

  it('refuses an unknown lottery with the error envelope', async () => {
    const t = await live();
    const stream = await openStream(t.port, `${EVENTS}?codes=jspk10,nope`);
    expect(stream.status).toBe(404);
    await stream.ended;
    expect(JSON.parse(stream.body)).toMatchObject({ status: 0, code: 'UNKNOWN_LOTTERY' });
  });

  it('ends every stream when the app closes', async () => {
    const t = await live();
    const a = await openReady(t.port, EVENTS);
    const b = await openReady(t.port, `/api${EVENTS}?codes=jsft`);
    await t.app.close();
    await Promise.all([a.ended, b.ended]);
    expect(t.app.drawEvents.size).toBe(0);
  });
});
