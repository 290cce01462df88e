import zlib from 'node:zlib';
import sharp from 'sharp';
import { closeTestApp } from '../helper';
import { call, guessApp } from '../guess/helper';
import type { GT } from '../guess/helper';

jest.setTimeout(60_000);

const KEY = 'gallery-test-admin-key-0123';
const ADMIN = { authorization: `Bearer ${KEY}` };
const BOUNDARY = '----cp-gallery-boundary-51';
const SECRET = 'SECRET-EXIF-GPS-22.3193N';

/** A multipart body: the text fields first, then the file. */
function multipart(fields: Record<string, string>, file: Buffer | null, name = 'paper.png', type = 'image/png') {
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A PNG whose header declares width × height (a decompression bomb's claim), with valid CRCs. */
async function bombHeader(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}

describe('operator uploads of papers (issue 18 item 4)', () => {
  let t: GT;
  beforeAll(async () => {
    t = await guessApp({ env: { ADMIN_KEY: KEY } });
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  const counts = async () =>
    (
      await t.db.query<{ files: number; uploads: number }>(
        'SELECT (SELECT count(*)::int FROM files) AS files, (SELECT count(*)::int FROM gallery_uploads) AS uploads',
      )
    ).rows[0];
  const upload = (
    fields: Record<string, string>,
    file: Buffer | null,
    name?: string,
    type?: string,
    headers = ADMIN,
  ) => {
    const body = multipart(fields, file, name, type);
    return t.app.inject({
      method: 'POST',
      url: '/v1/admin/gallery/images',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it('re-encodes an upload as a 932-px-high WebP and a thumbnail, without metadata, listed in its category', async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 1400, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: SECRET, ImageDescription: SECRET } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from(SECRET))).toBe(true);
    const r = await upload({ category: 'liuHe-upload', period: '2026130' }, jpeg, 'x.jpg', 'image/jpeg');
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    expect([data.width, data.height]).toEqual([666, 932]);
    const web = await t.app.inject({ url: data.url });
    expect(web.headers['content-type']).toBe('image/webp');
    expect(web.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(web.rawPayload.includes(Buffer.from(SECRET))).toBe(false);
    const meta = await sharp(web.rawPayload).metadata();
    expect([meta.format, meta.height, meta.exif]).toEqual(['webp', 932, undefined]);
    const thumb = await sharp((await t.app.inject({ url: data.thumbnailURL })).rawPayload).metadata();
    expect(thumb.height).toBe(270);

    const page = (await call(t.app, 'GET', '/v1/cp168/wap/tukus/images?categoryId=liuHe-upload')).body.data;
    expect(page.current).toMatchObject({
      period: '2026130',
      mediaType: 'image/webp',
      url: data.url,
      thumbnailURL: data.thumbnailURL,
    });
    const groups = (await call(t.app, 'GET', '/v1/cp168/wap/tukus/categoriesByPinyin?cpType=liuHe')).body.data;
    const category = groups
      .flatMap((g: { list: unknown[] }) => g.list)
      .find((c: { id: string }) => c.id === 'liuHe-upload');
    expect(category).toMatchObject({ latestPeriod: '2026130', thumbnailURL: data.thumbnailURL, initial: 'L' });

    // The same period again is refused; after a delete it is gone from the list.
    const again = await upload({ category: 'liuHe-upload', period: '2026130' }, jpeg, 'x.jpg', 'image/jpeg');
    expect([again.statusCode, again.json().code]).toEqual([409, 'PAPER_EXISTS']);
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/admin/gallery/images/${data.id}`, headers: ADMIN });
    expect(del.json().data).toEqual({ id: data.id, deleted: true });
    expect((await call(t.app, 'GET', '/v1/cp168/wap/tukus/images?categoryId=liuHe-upload')).body.data.total).toBe(0);
    const gone = await t.app.inject({ method: 'DELETE', url: `/v1/admin/gallery/images/${data.id}`, headers: ADMIN });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'UPLOAD_NOT_FOUND']);
  });

  it.each([
    ['a text file renamed .png', async () => Buffer.from('hello, this is not an image'), 415, 'UNSUPPORTED_IMAGE'],
    [
      'an SVG with a script',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      'UNSUPPORTED_IMAGE',
    ],
    ['a decompression bomb (50000 × 50000 declared)', () => bombHeader(50000, 50000), 400, 'IMAGE_TOO_LARGE'],
    ['a PNG with a broken body', async () => (await bombHeader(20, 20)).subarray(0, 40), 400, 'BAD_IMAGE'],
    [
      'bytes that only start like a JPEG',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]),
      400,
      'BAD_IMAGE',
    ],
  ])('refuses %s, and stores nothing', async (_label, make, status, code) => {
    const before = await counts();
    const r = await upload({ category: 'pk10-upload', period: '20261125-0001' }, await make());
    expect([r.statusCode, r.json().code]).toEqual([status, code]);
    expect(r.json().message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a 20 MB file by its announced length, before reading it', async () => {
    const before = await counts();
    const big = Buffer.alloc(20 * 1024 * 1024, 1);
    const r = await upload({ category: 'pk10-upload', period: '1' }, big);
    expect([r.statusCode, r.json().code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(await counts()).toEqual(before);
  });

  it('refuses a generated category, a bad period, a missing file and a missing or wrong key', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const cases: Array<[Record<string, string>, Buffer | null, Record<string, string>, number, string]> = [
      [{ category: 'hk6-kj', period: '1' }, png, ADMIN, 400, 'NOT_UPLOAD_CATEGORY'],
      [{ category: 'liuHe-upload', period: '<script>' }, png, ADMIN, 400, 'BAD_REQUEST'],
      [{ category: 'liuHe-upload', period: '1' }, null, ADMIN, 400, 'NO_FILE'],
      [{ category: 'liuHe-upload', period: '1' }, png, {}, 401, 'UNAUTHENTICATED'],
      [
        { category: 'liuHe-upload', period: '1' },
        png,
        { authorization: 'Bearer wrong-key-wrong-key' },
        403,
        'FORBIDDEN',
      ],
    ];
    const before = await counts();
    for (const [fields, file, headers, status, code] of cases) {
      const r = await upload(fields, file, 'a.png', 'image/png', headers as typeof ADMIN);
      expect([fields, r.statusCode, r.json().code]).toEqual([fields, status, code]);
    }
    expect(await counts()).toEqual(before);
  });
});
