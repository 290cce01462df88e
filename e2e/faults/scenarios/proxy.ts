import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { it } from 'node:test';
import { sleep } from '../../../ops/cluster/proc';
import type { FaultContext } from '../lib/context';
import { SseClient } from '../lib/sse';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}, localAddress?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, localAddress, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      })
      .on('error', reject);
  });
}

/** nginx in front of the nodes: what it serves itself, what it passes on, and how. */
export function proxyScenario(ctx: FaultContext): void {
  const root = path.resolve(__dirname, '..', '..', '..');

  it('serves the shell’s hashed assets from disk: immutable, brotli or gzip as the client accepts', async () => {
    const asset = fs.readdirSync(path.join(root, 'shell', 'dist')).find((f) => /\.[0-9a-f]{8}\.js$/.test(f));
    assert.ok(asset, 'a built shell asset');
    const br = await get(`${ctx.cluster.url}/${asset}`, { 'accept-encoding': 'br' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(br.headers['content-encoding'], 'br');
    // Served by nginx, not a node: no rate-limit headers of the server.
    assert.equal(br.headers['x-ratelimit-limit'], undefined);
    const gz = await get(`${ctx.cluster.url}/${asset}`, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
  });

  it('serves remote releases from disk as immutable, and never the registry file itself', async () => {
    const registry = JSON.parse(fs.readFileSync(path.join(root, 'releases', 'registry.json'), 'utf8')) as {
      remotes: Record<string, { entry: string }>;
    };
    const { entry } = Object.values(registry.remotes)[0];
    const manifest = await get(`${ctx.cluster.url}${entry}`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers['cache-control'], 'public, max-age=31536000, immutable');
    const hidden = await get(`${ctx.cluster.url}/remotes/registry.json`);
    assert.equal(hidden.status, 404);
    assert.equal(JSON.parse(hidden.body).code, 'NOT_FOUND');
  });

  it('passes pages, API and health to the nodes: pages not cached, /healthz and /readyz answer', async () => {
    const page = await get(`${ctx.cluster.url}/`);
    assert.equal(page.status, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.equal((await get(`${ctx.cluster.url}/healthz`)).status, 200);
    assert.equal((await get(`${ctx.cluster.url}/readyz`)).status, 200);
    const info = await get(`${ctx.cluster.url}/v1/cp168/apis/draw/info/${ctx.code}`);
    assert.equal(JSON.parse(info.body).data.code, ctx.code);
  });

  it('sets X-Forwarded-For itself: the nodes see the client’s address, never one the client wrote', async () => {
    const probe = crypto.randomBytes(6).toString('hex');
    const r = await get(`${ctx.cluster.url}/healthz?probe=${probe}`, { 'x-forwarded-for': '203.0.113.7' }, '127.0.0.2');
    assert.equal(r.status, 200);
    let line: string | undefined;
    for (let i = 0; i < 50 && !line; i++) {
      line = ctx.cluster.nodes
        .map((n) => fs.readFileSync(path.join(ctx.cluster.logDir, `${n.name}.log`), 'utf8'))
        .join('\n')
        .split('\n')
        .find((l) => l.includes(probe) && l.includes('remoteAddress'));
      if (!line) await sleep(100);
    }
    assert.ok(line, 'the request is in a node’s log (LOG_LEVEL=info)');
    const req = (JSON.parse(line) as { req: { remoteAddress: string } }).req;
    assert.equal(req.remoteAddress, '127.0.0.2');
    assert.ok(!line.includes('203.0.113.7'));
  });

  it('streams live events unbuffered: the first bytes arrive at once through the proxy', async () => {
    const client = new SseClient(ctx.eventsUrl);
    // open() resolves on the stream's first bytes (the server's "retry" and ": connected"):
    // with proxy buffering on they would sit in nginx until its buffer filled.
    await Promise.race([
      client.open(),
      sleep(15_000).then(() => assert.fail('no bytes of the event stream within 15 s')),
    ]);
    // The server's reconnection delay: 2 s plus up to 3 s of jitter (server/src/modules/draws/events.ts).
    assert.ok(
      client.serverRetryMs !== null && client.serverRetryMs >= 2000 && client.serverRetryMs < 5000,
      `retry ${client.serverRetryMs} ms, expected 2000–4999`,
    );
    client.close();
  });

  it('answers with the JSON envelope when it refuses a request itself (body over its limit)', async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 0x20);
    const r = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        `${ctx.cluster.url}/v1/admin/draws/fc3d`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    assert.equal(r.status, 413);
    assert.deepEqual(JSON.parse(r.body), { status: 0, code: 'PAYLOAD_TOO_LARGE', message: '请求内容过大' });
  });
}
