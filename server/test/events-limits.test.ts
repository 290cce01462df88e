import net from 'node:net';
import { EVENTS, closeAll, draws, drawPeriods, eventually, liveApp, openReady, openStream } from './sse';

afterEach(closeAll);

/** A client that asks for the stream and then never reads a byte. */
function neverReads(port: number, path: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      socket.pause();
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

describe('live draws: limits', () => {
  it('refuses the stream past SSE_MAX_PER_IP of one address with 429 and the envelope, and takes one again once closed', async () => {
    const t = await liveApp({ SSE_MAX_PER_IP: '2' });
    const first = await openReady(t.port, EVENTS);
    await openReady(t.port, `${EVENTS}?codes=jsft`);
    const third = await openStream(t.port, EVENTS);
    await third.ended;
    expect(third.status).toBe(429);
    expect(JSON.parse(third.body)).toEqual({
      status: 0,
      code: 'TOO_MANY_CONNECTIONS',
      message: expect.stringContaining('连接过多'),
    });
    first.close();
    await eventually(() => t.app.drawEvents.size === 1);
    const again = await openReady(t.port, EVENTS);
    expect(again.status).toBe(200);
  });

  it('disconnects a client that does not read once SSE_MAX_BUFFER_BYTES wait unsent, and only that one', async () => {
    const limit = 16 * 1024;
    const t = await liveApp({
      SIMULATE: 'jspk10,jsft,jsssc',
      SSE_MAX_BUFFER_BYTES: String(limit),
      SSE_REPLAY_WINDOW: '100000',
    });
    const reader = await openReady(t.port, EVENTS);
    const stalled = await neverReads(t.port, EVENTS);
    await eventually(() => t.app.drawEvents.size === 2);
    let written = 0;
    // A day of three 极速 lotteries is ~3,500 events (~3 MB): the kernel's socket buffers take
    // some megabytes before anything waits in the process, so write days until it is dropped.
    for (let day = 0; day < 6 && t.app.drawEvents.stats.dropped === 0; day++) {
      written += await drawPeriods(t, 1152);
      await t.app.drawFeed.wake();
    }
    expect(t.app.drawEvents.stats.dropped).toBe(1);
    expect(t.app.drawEvents.stats.maxBufferedBytes).toBeLessThanOrEqual(limit);
    expect(t.app.drawEvents.size).toBe(1);
    // The client that reads gets every draw, in order.
    const got = draws(await reader.until((e) => draws(e).length >= written));
    expect(got).toHaveLength(written);
    const ids = got.map((e) => Number(e.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    stalled.destroy();
  });
});
