import net from 'node:net';
import { buildTestApp, closeTestApp } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const KEY = 'refusals-ingest-key-0123456789';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The socket error the client saw, if any (a reset instead of a polite close). */
  error: string | null;
  /** The server closed its side (FIN) after the answer. */
  ended: boolean;
}

/** Sends bytes as they are on a fresh connection and reads until the server closes it. */
function raw(port: number, request: Buffer | string): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | null = null;
    let ended = false;
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      ended = true;
      socket.end();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: split < 0 ? '' : text.slice(split + 4),
        error,
        ended,
      });
    });
    socket.write(request);
  });
}

const line = (target: Buffer | string, rest = 'Host: x\r\nConnection: close\r\n\r\n') =>
  Buffer.concat([Buffer.from('GET '), Buffer.from(target), Buffer.from(` HTTP/1.1\r\n${rest}`)]);

/** A refusal: the status, the envelope with a machine code and a Chinese message, and a clean close. */
function expectEnvelope(a: RawAnswer, status: number, code: string) {
  expect({ status: a.status, error: a.error, ended: a.ended }).toEqual({ status, error: null, ended: true });
  expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = JSON.parse(a.body);
  expect(body).toEqual({ status: 0, code, message: expect.stringMatching(/[\u4e00-\u9fff]/) });
  expect(body.message).not.toMatch(/Bad Request|Client Error|Exceeded|error/i);
}

const bytes = (...b: number[]) => Buffer.from(b);
const cat = (...parts: Array<string | Buffer>) => Buffer.concat(parts.map((p) => Buffer.from(p)));

describe('refusals on the wire (a listening server, raw sockets)', () => {
  let t: T;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { INGEST_KEY: KEY }, rateLimitPerMinute: 1000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => closeTestApp(t));

  const utf8 = Buffer.from('中', 'utf8');
  it.each([
    ['a UTF-8 character in the path', cat('/v1/cp168/apis/draw/info/', utf8)],
    ['a UTF-8 character in a page path', cat('/lottery/trend/', utf8)],
    ['a UTF-8 character in the query', cat('/v1/cp168/apis/changlong?codes=', utf8)],
    ['a UTF-8 character as the whole path', cat('/', utf8)],
    ['a lone 0x80', cat('/v1/', bytes(0x80))],
    ['a lone 0xff', cat('/v1/cp168/wap/draw/history/jspk10?page=', bytes(0xff))],
    ['a control character', cat('/v1/', bytes(0x01))],
    ['DEL', cat('/v1/', bytes(0x7f))],
    ['a tab', cat('/v1/a', bytes(0x09), 'b')],
  ])('%s: 400 BAD_URL', async (_name, target) => {
    expectEnvelope(await raw(port, line(target)), 400, 'BAD_URL');
  });

  it('every byte a request target may not hold, in the path and in the query: 400 in the envelope', async () => {
    const refused = [
      ...Array.from({ length: 0x20 }, (_, b) => b).filter((b) => b !== 0x0a && b !== 0x0d),
      ...Array.from({ length: 0x81 }, (_, i) => 0x7f + i),
    ];
    const seen: string[] = [];
    for (const b of refused) {
      for (const target of [
        cat('/v1/cp168/apis/draw/info/js', bytes(b)),
        cat('/v1/cp168/apis/changlong?codes=', bytes(b)),
      ]) {
        const a = await raw(port, line(target));
        const body = JSON.parse(a.body || '{}');
        const ok = a.status === 400 && a.error === null && body.status === 0 && /[\u4e00-\u9fff]/.test(body.message);
        if (!ok) seen.push(`0x${b.toString(16)}: ${a.status} ${a.body}`);
      }
    }
    expect(seen).toEqual([]);
  });

  it('a URL over 16 KB: 431 in the envelope, not Node’s English', async () => {
    const a = await raw(port, line(`/v1/cp168/apis/changlong?codes=${'a'.repeat(17 * 1024)}`));
    expectEnvelope(a, 431, 'HEADERS_TOO_LARGE');
    expect(JSON.parse(a.body).message).toBe('请求地址或请求头过长：合计不能超过 16 KB');
  });

  it('headers over 16 KB: 431 in the envelope', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => `X-Filler-${i}: vvvvvv`).join('\r\n');
    expectEnvelope(await raw(port, line('/healthz', `Host: x\r\n${many}\r\n\r\n`)), 431, 'HEADERS_TOO_LARGE');
  });

  it.each([
    ['an unknown method', 405, 'METHOD_NOT_ALLOWED', 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['CONNECT', 405, 'METHOD_NOT_ALLOWED', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'],
    [
      'a bad Content-Length',
      400,
      'BAD_REQUEST',
      'POST /v1/admin/draws/fc3d HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    ],
    [
      'Content-Length and chunked together',
      400,
      'BAD_REQUEST',
      'POST /v1/admin/draws/fc3d HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
    ],
    ['a header name with a space', 400, 'BAD_REQUEST', 'GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
    ['HTTP/1.1 without Host', 400, 'MISSING_HOST', 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ])('%s: %i %s', async (_name, status, code, request) => {
    expectEnvelope(await raw(port, request), status, code);
  });

  it.each([
    ['the ingest route', '/v1/admin/draws/fc3d', /^请求内容超过 4 MiB：每次最多提交 10000 期/],
    ['an unknown path', '/v1/nope', /^请求内容过大：不能超过 2 MB$/],
  ])(
    'a 7 MB body with Content-Length to %s: 413 in the envelope, then a polite close (no reset)',
    async (_n, path, message) => {
      const body = Buffer.alloc(7 * 1024 * 1024, 0x20);
      const head =
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Authorization: Bearer ${KEY}\r\nContent-Length: ${body.length}\r\n\r\n`;
      const a = await raw(port, Buffer.concat([Buffer.from(head), body]));
      expectEnvelope(a, 413, 'PAYLOAD_TOO_LARGE');
      expect(JSON.parse(a.body).message).toMatch(message);
      expect(a.headers.connection).toBe('close');
    },
  );

  it('the server still answers normally afterwards', async () => {
    const a = await raw(port, line('/healthz'));
    expect(a.status).toBe(200);
  });
});

describe('refusals through the router (inject)', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ env: { INGEST_KEY: KEY } });
  });
  afterAll(() => closeTestApp(t));

  const post = (url: string, headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${KEY}`, ...headers }, payload });

  it.each([
    ['an unknown API path', () => t.app.inject('/v1/cp168/apis/nope'), 404, 'NOT_FOUND', '请求的资源不存在'],
    ['an unknown /api path', () => t.app.inject('/api/v1/nope'), 404, 'NOT_FOUND', '请求的资源不存在'],
    [
      'a wrong method',
      () => t.app.inject({ method: 'DELETE', url: '/v1/cp168/apis/changlong' }),
      404,
      'NOT_FOUND',
      '请求的资源不存在',
    ],
    [
      'a body of an unsupported media type',
      () => post('/v1/admin/draws/fc3d', { 'content-type': 'text/xml' }, '<a/>'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      '不支持的请求内容类型',
    ],
    [
      'an unsupported Content-Encoding',
      () => post('/v1/admin/draws/fc3d', { 'content-type': 'application/json', 'content-encoding': 'zz' }, '{}'),
      415,
      'UNSUPPORTED_CONTENT_ENCODING',
      '不支持的请求内容编码',
    ],
    [
      'a gzip body that is not gzip',
      () => post('/v1/admin/draws/fc3d', { 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{}'),
      400,
      'BAD_REQUEST',
      '请求内容无法解压',
    ],
    [
      'bad JSON',
      () => post('/v1/admin/draws/fc3d', { 'content-type': 'application/json' }, '{"period":'),
      400,
      'BAD_JSON',
      '请求内容不是合法的 JSON',
    ],
    [
      'a body that is neither an object nor an array',
      () => post('/v1/admin/draws/fc3d', { 'content-type': 'application/json' }, '5'),
      400,
      'BAD_REQUEST',
      '请求体不正确：应当是对象或数组',
    ],
    [
      'a value outside an enum',
      () => t.app.inject('/v1/cp168/wap/jihua/cps?jihuaType=bogus'),
      400,
      'BAD_REQUEST',
      '查询参数不正确：jihuaType 应当是以下之一：shaHao、zhuanJia、liangMian、gouCai、jingCai',
    ],
    [
      'a missing parameter',
      () => t.app.inject('/v1/apis/seo/page'),
      400,
      'BAD_REQUEST',
      '查询参数不正确：缺少 routing',
    ],
    [
      'an empty parameter',
      () => t.app.inject('/v1/apis/seo/page?routing='),
      400,
      'BAD_REQUEST',
      '查询参数不正确：routing 不能为空',
    ],
    [
      'a parameter too long',
      () => t.app.inject(`/v1/cp168/apis/draw/history/jspk10?date=${'2'.repeat(11)}`),
      400,
      'BAD_REQUEST',
      '查询参数不正确：date 长度不能超过 10 个字符',
    ],
    [
      'a repeated integer parameter',
      () => t.app.inject('/v1/cp168/apis/changlong?min=3&min=4'),
      400,
      'BAD_REQUEST',
      '查询参数不正确：min 应当是 2 到 100 之间的整数',
    ],
  ])('%s: %i %s', async (_name, send, status, code, message) => {
    const r = await send();
    expect(r.statusCode).toBe(status);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.json()).toEqual({ status: 0, code, message });
  });
});
