import { reaction } from 'mobx';
import { POLL_GRACE_MS, STREAM_REOPEN_MS } from './DrawStore';
import { RootStore } from './RootStore';
import { RETRY_DELAY_MS } from '../api';
import { drawInfo, fakeEnv, settle } from '../testing';

function setup() {
  const ctx = fakeEnv();
  const store = new RootStore(ctx.env);
  return { ...ctx, store, draws: store.draws };
}

describe('DrawStore.apply', () => {
  it('keeps the newest draw and ignores an older one arriving late', () => {
    const { draws, clock } = setup();
    draws.apply(drawInfo('jspk10', '0458', clock.now));
    draws.apply(drawInfo('jspk10', '0457', clock.now - 75_000));
    expect(draws.info('jspk10')?.prePeriod?.period).toBe('0458');
    draws.apply(drawInfo('jspk10', '0459', clock.now + 75_000));
    expect(draws.info('jspk10')?.prePeriod?.period).toBe('0459');
  });

  it('takes the server clock from the response for countdowns', () => {
    const { draws, clock } = setup();
    draws.apply(drawInfo('jspk10', '0458', clock.now, { serverTime: clock.now + 4_000 }));
    expect(draws.serverNow()).toBe(clock.now + 4_000);
  });
});

describe('DrawStore.watch', () => {
  it('loads the codes it does not know yet in one request', async () => {
    const { draws, api, clock } = setup();
    api.draws.drawInfos.mockResolvedValue([drawInfo('jspk10', '0458', clock.now), drawInfo('jsft', '0458', clock.now)]);
    draws.watch(['jspk10', 'jsft']);
    await settle();
    expect(api.draws.drawInfos).toHaveBeenCalledWith(['jspk10', 'jsft']);
    expect(draws.info('jsft')?.prePeriod?.period).toBe('0458');
  });

  it('opens one push stream however many watchers there are', () => {
    const { draws, api, sources } = setup();
    api.draws.drawInfos.mockResolvedValue([]);
    draws.watch(['jspk10']);
    draws.watch(['hk6']);
    expect(sources).toHaveLength(1);
    expect(sources[0].url).toBe('/v1/cp168/apis/draw/events');
  });

  it('updates the info when a draw is pushed, and counts as connected once open', () => {
    const { draws, api, clock, sources } = setup();
    api.draws.drawInfos.mockResolvedValue([]);
    draws.watch(['jspk10']);
    const source = sources[0];
    source.onopen?.(new Event('open'));
    expect(draws.liveConnected).toBe(true);
    source.push(drawInfo('jspk10', '0459', clock.now));
    expect(draws.info('jspk10')?.prePeriod?.period).toBe('0459');
    source.onerror?.(new Event('error'));
    expect(draws.liveConnected).toBe(false);
  });

  it('applies every pushed draw in turn: a catch-up of several draws is seen draw by draw, the newest kept', () => {
    const { draws, api, clock, sources } = setup();
    api.draws.drawInfos.mockResolvedValue([]);
    draws.watch(['jspk10']);
    const seen: string[] = [];
    const stop = reaction(
      () => draws.info('jspk10'),
      (info) => seen.push(info?.prePeriod?.period ?? ''),
    );
    sources[0].push(drawInfo('jspk10', '0459', clock.now));
    sources[0].push(drawInfo('jspk10', '0460', clock.now + 75_000));
    sources[0].push(drawInfo('jspk10', '0461', clock.now + 150_000));
    // a replayed draw older than the newest changes nothing
    sources[0].push(drawInfo('jspk10', '0460', clock.now + 75_000));
    expect(seen).toEqual(['0459', '0460', '0461']);
    expect(draws.info('jspk10')?.prePeriod?.period).toBe('0461');
    stop();
  });

  it('on a reset event reloads every watched lottery and counts a resync', async () => {
    const { draws, api, clock, sources } = setup();
    api.draws.drawInfos.mockResolvedValue([drawInfo('jspk10', '0458', clock.now), drawInfo('hk6', '001', clock.now)]);
    draws.watch(['jspk10', 'hk6']);
    await settle();
    expect(api.draws.drawInfos).toHaveBeenCalledTimes(1);
    api.draws.drawInfos.mockResolvedValue([
      drawInfo('jspk10', '0463', clock.now + 5 * 75_000),
      drawInfo('hk6', '001', clock.now),
    ]);
    sources[0].emit('reset', { reason: 'TOO_FAR_BEHIND' });
    expect(draws.resyncs).toBe(1);
    await settle();
    expect(api.draws.drawInfos).toHaveBeenLastCalledWith(['jspk10', 'hk6']);
    expect(draws.info('jspk10')?.prePeriod?.period).toBe('0463');
  });

  it('opens a new stream with the last event id once the browser gave up on the old one', async () => {
    const { draws, api, clock, sources } = setup();
    api.draws.drawInfos.mockResolvedValue([]);
    draws.watch(['jspk10']);
    sources[0].emit('ready', { lastEventId: '40' }, '40');
    sources[0].push(drawInfo('jspk10', '0459', clock.now), '41');
    sources[0].readyState = 2; // a refused response (a proxy's 502): EventSource does not retry that
    sources[0].onerror?.(new Event('error'));
    expect(draws.liveConnected).toBe(false);
    expect(sources[0].closed).toBe(true);
    await clock.advance(STREAM_REOPEN_MS - 1);
    expect(sources).toHaveLength(1);
    await clock.advance(1);
    expect(sources).toHaveLength(2);
    expect(sources[1].url).toBe('/v1/cp168/apis/draw/events?lastEventId=41');
  });

  it.each([
    ['an event id', ['57'], '/v1/cp168/apis/draw/events?lastEventId=57'],
    ['only the first one', ['57', '60'], '/v1/cp168/apis/draw/events?lastEventId=57'],
    ['not an id (left out)', ['5x', ''], '/v1/cp168/apis/draw/events'],
  ])('a first view current with %s: the stream opens after it', (_name, ids, url) => {
    const { draws, api, sources } = setup();
    api.draws.drawInfos.mockResolvedValue([]);
    for (const id of ids) draws.resumeAfter(id);
    draws.watch(['jspk10']);
    expect(sources[0].url).toBe(url);
  });

  it("a first view's event id does not replace the stream's own", async () => {
    const { draws, api, clock, sources } = setup();
    api.draws.drawInfos.mockResolvedValue([]);
    draws.resumeAfter('30');
    draws.watch(['jspk10']);
    sources[0].emit('ready', { lastEventId: '45' }, '45');
    draws.resumeAfter('31');
    sources[0].readyState = 2;
    sources[0].onerror?.(new Event('error'));
    await clock.advance(STREAM_REOPEN_MS);
    expect(sources[1].url).toBe('/v1/cp168/apis/draw/events?lastEventId=45');
  });

  it('leaves reconnecting to the browser while it retries by itself, and stops reopening once unwatched', async () => {
    const { draws, api, clock, sources } = setup();
    api.draws.drawInfos.mockResolvedValue([]);
    const unwatch = draws.watch(['jspk10']);
    sources[0].readyState = 0; // reconnecting (it will send Last-Event-ID itself)
    sources[0].onerror?.(new Event('error'));
    await clock.advance(STREAM_REOPEN_MS);
    expect(sources).toHaveLength(1);
    sources[0].readyState = 2;
    sources[0].onerror?.(new Event('error'));
    unwatch();
    await clock.advance(STREAM_REOPEN_MS);
    expect(sources).toHaveLength(1);
  });

  it('logs and skips a malformed push', () => {
    const { draws, api, env, sources } = setup();
    api.draws.drawInfos.mockResolvedValue([]);
    draws.watch(['jspk10']);
    sources[0].push('not json');
    expect(env.log?.warn).toHaveBeenCalled();
    expect(draws.info('jspk10')).toBeUndefined();
  });

  it('retries a failed first load after 3 s while the codes are watched', async () => {
    const { draws, api, clock } = setup();
    api.draws.drawInfos
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([drawInfo('jspk10', '0458', clock.now)]);
    draws.watch(['jspk10']);
    await clock.advance(RETRY_DELAY_MS - 1);
    expect(api.draws.drawInfos).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(api.draws.drawInfos).toHaveBeenCalledTimes(2);
    expect(draws.info('jspk10')).toBeDefined();
  });
});

describe('DrawStore poll fallback', () => {
  async function watching() {
    const ctx = setup();
    ctx.api.draws.drawInfos.mockResolvedValue([drawInfo('jspk10', '0458', ctx.clock.now)]);
    const unwatch = ctx.draws.watch(['jspk10']);
    await settle();
    return { ...ctx, unwatch };
  }

  it('asks for the draw itself when the push has not brought it by the next draw time + grace', async () => {
    const { draws, api, clock } = await watching();
    expect(clock.pending()).toEqual([75_000 + POLL_GRACE_MS]);
    const t0 = clock.now;
    // answered at t0 + 77.5 s (the server's clock), drawn at t0 + 75 s, next at t0 + 150 s
    api.draws.drawInfo.mockResolvedValue(
      drawInfo('jspk10', '0459', t0 + 75_000, { serverTime: t0 + 75_000 + POLL_GRACE_MS }),
    );
    await clock.advance(75_000 + POLL_GRACE_MS - 1);
    expect(api.draws.drawInfo).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(api.draws.drawInfo).toHaveBeenCalledWith('jspk10');
    expect(draws.info('jspk10')?.prePeriod?.period).toBe('0459');
    // armed again for the following draw: due at t0 + 150 s, plus the grace
    expect(clock.pending()).toEqual([t0 + 150_000 + POLL_GRACE_MS - clock.now]);
  });

  it('keeps asking every 3 s while the new draw is not out yet', async () => {
    const { api, clock } = await watching();
    api.draws.drawInfo.mockResolvedValue(drawInfo('jspk10', '0458', clock.now));
    await clock.advance(75_000 + POLL_GRACE_MS);
    expect(api.draws.drawInfo).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toEqual([RETRY_DELAY_MS]);
    await clock.advance(RETRY_DELAY_MS);
    expect(api.draws.drawInfo).toHaveBeenCalledTimes(2);
  });

  it('does not poll when the push brings the draw in time', async () => {
    const { draws, api, clock, sources } = await watching();
    await clock.advance(75_000);
    sources[0].push(drawInfo('jspk10', '0459', clock.now));
    await clock.advance(POLL_GRACE_MS + 1000);
    expect(api.draws.drawInfo).not.toHaveBeenCalled();
    expect(draws.info('jspk10')?.prePeriod?.period).toBe('0459');
    expect(clock.pending()).toEqual([75_000 + POLL_GRACE_MS - (POLL_GRACE_MS + 1000)]);
  });

  it('stops polling and closes the stream once nothing is watched', async () => {
    const { api, clock, unwatch, sources } = await watching();
    unwatch();
    expect(clock.pending()).toEqual([]);
    expect(sources[0].closed).toBe(true);
    await clock.advance(10 * 75_000);
    expect(api.draws.drawInfo).not.toHaveBeenCalled();
  });

  it('keeps polling a code that another watcher still shows', async () => {
    const { draws, api, clock, unwatch, sources } = await watching();
    const second = draws.watch(['jspk10']);
    unwatch();
    expect(sources[0].closed).toBe(false);
    api.draws.drawInfo.mockResolvedValue(drawInfo('jspk10', '0459', clock.now + 75_000));
    await clock.advance(75_000 + POLL_GRACE_MS);
    expect(api.draws.drawInfo).toHaveBeenCalledTimes(1);
    second();
    expect(clock.pending()).toEqual([]);
  });
});
