import crypto from 'node:crypto';
import sharp from 'sharp';
import { closeTestApp, openTestDbPair } from '../helper';
import { sniffImage } from '../../src/modules/members/files/images';
import { bearer, memberApp, register, send, SLOW } from './helper';

jest.setTimeout(SLOW);

const BOUNDARY = '----cp-test-boundary-7d9f';

/** A multipart/form-data body with one file part. */
function multipart(data: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'a.png'}"\r\n` +
      `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

const SECRET = 'SECRET-EXIF-GPS-31.2304N';

describe('POST file: avatar upload, accepted by content only', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  let token: string;
  beforeAll(async () => {
    t = await memberApp();
    ({ token } = await register(t.app, 'uploader'));
  });
  afterAll(() => closeTestApp(t));

  const upload = (data: Buffer, opts: Parameters<typeof multipart>[1] = {}, who = token) => {
    const body = multipart(data, opts);
    return t.app.inject({
      method: 'POST',
      url: '/v1/cp168/apis/file',
      headers: { ...body.headers, ...bearer(who) },
      payload: body.payload,
    });
  };
  const fileCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0].n;

  it('re-encodes a valid PNG to a 256 × 256 WebP, stored under its sha256', async () => {
    const res = await upload(await image(600, 400).png().toBuffer());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      url: `/v1/cp168/files/${data.sha256}.webp`,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      mediaType: 'image/webp',
      width: 256,
      height: 256,
      size: expect.any(Number),
    });
    const served = await t.app.inject(data.url);
    expect(served.statusCode).toBe(200);
    expect(crypto.createHash('sha256').update(served.rawPayload).digest('hex')).toBe(data.sha256);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('keeps no metadata: EXIF (camera, GPS), ICC and comments are gone, orientation applied', async () => {
    const jpeg = await image(300, 200)
      .jpeg()
      .withExif({ IFD0: { Copyright: SECRET, Artist: SECRET, Orientation: '6' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes(SECRET)).toBe(true);
    const res = await upload(jpeg, { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const stored = (await t.app.inject(res.json().data.url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(stored.includes(SECRET)).toBe(false);
  });

  it('accepts WebP and JPEG whatever the file name or declared type says', async () => {
    const webp = await image(64, 64).webp().toBuffer();
    expect((await upload(webp, { filename: 'x.txt', type: 'text/plain' })).statusCode).toBe(200);
    const jpeg = await image(64, 64).jpeg().toBuffer();
    expect((await upload(jpeg, { filename: 'x.gif', type: 'image/gif' })).statusCode).toBe(200);
  });

  it('a PNG with HTML after it (a polyglot) is re-encoded: nothing but pixels survives', async () => {
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    const polyglot = Buffer.concat([await image(100, 100).png().toBuffer(), Buffer.from(html)]);
    const res = await upload(polyglot, { filename: 'avatar.html', type: 'text/html' });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject(res.json().data.url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, I am only text pretending to be a picture\n'), 'image/png'],
    [
      'a GIF/JavaScript polyglot',
      Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain);//'),
      'image/gif',
    ],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'image/svg+xml',
    ],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png'],
    ['an empty-looking RIFF that is no WebP', Buffer.from('RIFF\x10\x00\x00\x00AVI LIST'), 'image/webp'],
  ])('refuses %s (415 UNSUPPORTED_IMAGE) and stores nothing', async (_label, data, type) => {
    const before = await fileCount();
    const res = await upload(data, { filename: 'evil.png', type });
    expect([res.statusCode, res.json()]).toEqual([
      415,
      { status: 0, code: 'UNSUPPORTED_IMAGE', message: '只支持 JPEG、PNG 或 WebP 格式的图片' },
    ]);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a GIF, TIFF or BMP image even though they are real images', async () => {
    for (const data of [await image(8, 8).gif().toBuffer(), await image(8, 8).tiff().toBuffer()])
      expect((await upload(data)).json().code).toBe('UNSUPPORTED_IMAGE');
  });

  it('refuses a damaged image (400 BAD_IMAGE)', async () => {
    const png = await image(200, 200).png().toBuffer();
    const res = await upload(png.subarray(0, 60));
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([400, 'BAD_IMAGE', '图片已损坏或无法读取']);
  });

  it('refuses an image wider or taller than 4096 px (400 IMAGE_TOO_LARGE)', async () => {
    const before = await fileCount();
    const wide = await image(5000, 8).png().toBuffer();
    expect(wide.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(wide);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { status: 0, code: 'IMAGE_TOO_LARGE', message: '图片尺寸不能超过 4096 × 4096 像素' },
    ]);
    expect((await upload(await image(8, 4097).png().toBuffer())).json().code).toBe('IMAGE_TOO_LARGE');
    expect(await fileCount()).toBe(before);
  });

  it('refuses a 20 MB upload at once from its Content-Length (413), before reading it', async () => {
    const before = await fileCount();
    const res = await upload(Buffer.alloc(20 * 1024 * 1024, 0x41));
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { status: 0, code: 'FILE_TOO_LARGE', message: '图片不能超过 2 MB' },
    ]);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file just over 2 MB inside a small enough body (413 from the stream limit)', async () => {
    const res = await upload(Buffer.concat([await image(16, 16).png().toBuffer(), Buffer.alloc(2 * 1024 * 1024)]));
    expect([res.statusCode, res.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
  });

  it('refuses a form without the file field, and a body that is not multipart', async () => {
    const png = await image(8, 8).png().toBuffer();
    expect((await upload(png, { field: 'avatar' })).json()).toEqual({
      status: 0,
      code: 'NO_FILE',
      message: '请选择要上传的图片（表单字段 file）',
    });
    const json = await send(t.app, 'POST', '/v1/cp168/apis/file', { file: 'x' }, { token });
    expect([json.status, json.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('the uploaded image becomes the avatar through PUT me/basicInfo', async () => {
    const { url } = (await upload(await image(40, 40).png().toBuffer())).json().data;
    const res = await send(t.app, 'PUT', '/v1/cp168/apis/me/basicInfo', { avatarURL: url }, { token });
    expect(res.body.data.avatarURL).toBe(url);
    expect((await send(t.app, 'GET', '/v1/cp168/apis/me', undefined, { token })).body.data.avatarURL).toBe(url);
  });

  it('gives one member at most 30 uploads an hour', async () => {
    const { token: busy } = await register(t.app, 'busy_uploader');
    const png = await image(8, 8).png().toBuffer();
    for (let i = 0; i < 30; i++) expect((await upload(png, {}, busy)).statusCode).toBe(200);
    const refused = await upload(png, {}, busy);
    expect([refused.statusCode, refused.json().message]).toEqual([429, '上传过于频繁，请稍后再试']);
  });
});

describe('GET /v1/cp168/files/{sha256}.webp', () => {
  it('serves from the database on every node: immutable, nosniff, ETag; 404 otherwise', async () => {
    const [db1, db2] = await openTestDbPair();
    const a = await memberApp({ db: db1 });
    const b = await memberApp({ db: db2, clock: a.clock });
    const { token } = await register(a.app, 'node_a_member');
    const body = multipart(await image(50, 50).png().toBuffer());
    const up = await a.app.inject({
      method: 'POST',
      url: '/v1/cp168/apis/file',
      headers: { ...body.headers, ...bearer(token) },
      payload: body.payload,
    });
    const { url, sha256 } = up.json().data;
    for (const path of [url, `/api${url}`]) {
      const res = await b.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        etag: `"${sha256}"`,
      });
    }
    const cached = await b.app.inject({ url, headers: { 'if-none-match': `"${sha256}"` } });
    expect([cached.statusCode, cached.body]).toEqual([304, '']);
    for (const missing of [
      `/v1/cp168/files/${'0'.repeat(64)}.webp`,
      `/v1/cp168/files/${sha256}.png`,
      '/v1/cp168/files/..%2F..%2Fetc%2Fpasswd',
    ])
      expect([missing, (await b.app.inject(missing)).json()]).toEqual([
        missing,
        { status: 0, code: 'FILE_NOT_FOUND', message: '文件不存在' },
      ]);
    await b.app.close();
    await db2.close();
    await closeTestApp(a);
  });
});

describe('sniffImage', () => {
  it.each([
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')]],
    [null, [...Buffer.from('GIF89a')]],
    [null, [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('AVI ')]],
    [null, [0x89, 0x50, 0x4e, 0x47]],
    [null, []],
  ])('%s for %j', (format, bytes) => {
    expect(sniffImage(Uint8Array.from(bytes))).toBe(format);
  });
});
