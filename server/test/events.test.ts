import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeClock, at, buildTestApp, closeTestApp } from './helper';

/** Reads server-sent events from a real socket until `want` draw events arrived. */
function readEvents(port: number, path: string, want: number): Promise<Array<{ event: string; data: unknown }>> {
  return new Promise((resolve, reject) => {
    const events: Array<{ event: string; data: unknown }> = [];
    const req = http.get({ port, path, host: '127.0.0.1' }, (res) => {
      expect(res.headers['content-type']).toContain('text/event-stream');
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let idx: number;
        while ((idx = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          if (events.length >= want) {
            req.destroy();
            resolve(events);
          }
        }
      });
    });
    req.on('error', (err) => (events.length >= want ? undefined : reject(err)));
  });
}

describe('live draws by server-sent events', () => {
  it('pushes the new draw of a subscribed lottery, and only of subscribed ones', async () => {
    const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
    const t = await buildTestApp({ clock, env: { SIMULATE: 'jspk10,jsft' } });
    await t.app.drawEngine.catchUp(clock.now());
    await t.app.drawCache.history('jspk10');
    await t.app.drawCache.history('jsft');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const received = readEvents(port, '/v1/cp168/apis/draw/events?codes=jspk10', 1);
    await new Promise((r) => setTimeout(r, 200));
    clock.advance(75_000);
    await t.app.drawEngine.catchUp(clock.now());
    const [first] = await received;
    expect(first.event).toBe('draw');
    expect(first.data).toMatchObject({
      code: 'jspk10',
      prePeriod: { period: '20261121-0458' },
      nextPeriod: { period: '20261121-0459' },
    });
    await closeTestApp(t);
  });
});
