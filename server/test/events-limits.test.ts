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
    const limit = 256 * 1024;
    // A batch of at most 300 draws (~180 KB) fits in the limit: a client that reads keeps up.
    const t = await liveApp({
      SIMULATE: 'jspk10,jsft,jsssc',
      SSE_MAX_BUFFER_BYTES: String(limit),
      SSE_REPLAY_WINDOW: '300',
    });
    const reader = await openReady(t.port, EVENTS);
    const stalled = await neverReads(t.port, EVENTS);
    await eventually(() => t.app.drawEvents.size === 2);
    let written = 0;
    // The kernel's socket buffers take some megabytes before anything waits in the process:
    // write rounds of 100 periods of three lotteries until the stalled client is dropped.
    // The client that reads takes each round before the next (this process is its reader too).
    for (let round = 0; round < 1000 && t.app.drawEvents.stats.dropped === 0; round++) {
      written += await drawPeriods(t, 100);
      await t.app.drawFeed.wake();
      await reader.until((e) => draws(e).length >= written);
    }
    expect(t.app.drawEvents.stats.dropped).toBe(1);
    expect(t.app.drawEvents.stats.maxBufferedBytes).toBeLessThanOrEqual(limit);
    expect(t.app.drawEvents.size).toBe(1);
    // The client that reads got every draw, in order.
    const got = draws(reader.events);
    expect(got).toHaveLength(written);
    const ids = got.map((e) => Number(e.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    stalled.destroy();
  });
});
