import { bootOf, shellWithRenderer } from './fakeFirstView';
import { EVENTS, closeAll, draws, drawPeriods, eventually, liveApp, openReady } from './sse';

afterEach(closeAll);

describe('pages: a first view and the push stream', () => {
  beforeEach(() => {
    (globalThis as unknown as { __fv: unknown }).__fv = { renders: 0, mode: 'ok' };
  });

  it('names the newest draw event of its render; a page served that view later is replayed the draws since', async () => {
    const t = await liveApp({ SHELL_DIR: shellWithRenderer() });
    const head = t.app.drawEvents.stats.head;
    expect(head).toBeGreaterThan(0);
    const first = bootOf((await t.app.inject('/m')).body).firstView;
    expect(first.liveEventId).toBe(String(head));

    // A draw after the render: the same view is still served (it is fresh), with the same id.
    await drawPeriods(t, 1);
    await t.app.drawFeed.wake();
    await eventually(() => t.app.drawEvents.stats.head > head);
    const again = bootOf((await t.app.inject('/m')).body).firstView;
    expect(again.liveEventId).toBe(String(head));

    // The page's stream, opened after that id, brings the draw its view lacks before `ready`.
    const stream = await openReady(t.port, `${EVENTS}?codes=jspk10&lastEventId=${again.liveEventId}`);
    expect(stream.events.map((e) => e.event)).toEqual(['draw', 'ready']);
    const latest = (await t.app.inject('/v1/cp168/apis/draw/info/jspk10')).json().data.prePeriod;
    expect(draws(stream.events)[0].data.prePeriod).toEqual(latest);
    expect(stream.events[1].id).toBe(String(t.app.drawEvents.stats.head));
  });

  it('names none before the stream has had a draw (a stream opened after 0 would be reset)', async () => {
    const t = await liveApp({ SHELL_DIR: shellWithRenderer(), SIMULATE: 'none' });
    expect(t.app.drawEvents.stats.head).toBe(0);
    const view = bootOf((await t.app.inject('/m')).body).firstView;
    expect(view.path).toBe('/m');
    expect(view).not.toHaveProperty('liveEventId');
  });
});
