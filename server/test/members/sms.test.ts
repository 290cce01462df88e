import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { closeTestApp } from '../helper';
import { ADMIN, memberApp, register, send, SLOW } from './helper';

jest.setTimeout(SLOW);

/** A stand-in SMS gateway on a loopback port the system picks; answers with the statuses it is given, then 200. */
async function fakeGateway(statuses: number[] = []) {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: Record<string, unknown> }> = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) });
      res.statusCode = statuses.shift() ?? 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const outbox = async (t: Awaited<ReturnType<typeof memberApp>>) =>
  (await t.app.inject({ url: '/v1/admin/outbox', headers: ADMIN })).json().data.list;

describe('verification codes go out through the SMS sender', () => {
  it('by default into the outbox only (status logged), readable by operators', async () => {
    const t = await memberApp();
    const { token } = await register(t.app, 'outbox_user');
    await send(t.app, 'POST', '/v1/cp168/apis/me/phone/code', { phone: '13811112222' }, { token });
    const [entry] = await outbox(t);
    expect(entry).toEqual({
      id: expect.any(Number),
      phone: '13811112222',
      purpose: 'phone',
      code: expect.stringMatching(/^\d{6}$/),
      message: expect.stringContaining('168开奖网'),
      status: 'logged',
      createdAt: '2026-11-21T09:30:41.000+08:00',
    });
    expect(entry.message).toContain(entry.code);
    // The code itself is kept only in the outbox: verification_codes holds a hash.
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM verification_codes');
    expect(stored.rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0].code_hash).not.toContain(entry.code);
    await closeTestApp(t);
  });

  it('with SMS_WEBHOOK_URL, POSTs JSON to the gateway (with its bearer token) and marks it sent', async () => {
    const gateway = await fakeGateway();
    const t = await memberApp({ env: { SMS_WEBHOOK_URL: gateway.url, SMS_WEBHOOK_TOKEN: 'gateway-token' } });
    const { token } = await register(t.app, 'webhook_user');
    await send(t.app, 'POST', '/v1/cp168/apis/me/phone/code', { phone: '13822223333' }, { token });
    await t.app.members.outbox.idle(); // the delivery started when the code was made
    expect(gateway.received).toHaveLength(1);
    const [{ headers, body }] = gateway.received;
    expect(headers.authorization).toBe('Bearer gateway-token');
    expect(headers['content-type']).toBe('application/json');
    expect(body).toEqual({
      id: expect.any(Number),
      phone: '13822223333',
      purpose: 'phone',
      code: expect.stringMatching(/^\d{6}$/),
      message: expect.stringContaining(String(body.code)),
    });
    expect((await outbox(t))[0].status).toBe('sent');
    await closeTestApp(t);
    await gateway.close();
  });

  it('a gateway that fails is tried again later; the message is not lost', async () => {
    const gateway = await fakeGateway([503]);
    const t = await memberApp({ env: { SMS_WEBHOOK_URL: gateway.url } });
    const { token } = await register(t.app, 'retry_user');
    await send(t.app, 'POST', '/v1/cp168/apis/me/phone/code', { phone: '13833334444' }, { token });
    await t.app.members.outbox.idle();
    expect((await outbox(t))[0].status).toBe('pending');
    await t.app.members.outbox.dispatch();
    expect(gateway.received.map((r) => r.body.phone)).toEqual(['13833334444', '13833334444']);
    expect((await outbox(t))[0].status).toBe('sent');
    await closeTestApp(t);
    await gateway.close();
  });

  it('refuses to start with an SMS_WEBHOOK_URL that is not an http(s) URL', () => {
    for (const url of ['ftp://example.invalid/x', 'not a url'])
      expect(() => loadConfig({ SMS_WEBHOOK_URL: url })).toThrow(/SMS_WEBHOOK_URL must be an http\(s\) URL/);
    expect(loadConfig({ SMS_WEBHOOK_URL: 'https://sms.example.invalid/send' }).smsWebhookUrl).toBe(
      'https://sms.example.invalid/send',
    );
  });
});
