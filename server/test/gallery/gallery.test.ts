import zlib from 'node:zlib';
import { hotColdModel } from '@cp/shared/domain';
import { closeTestApp } from '../helper';
import { call, guessApp } from '../guess/helper';
import type { GT } from '../guess/helper';
import { history, nextDraw } from '../predictions/helper';

jest.setTimeout(60_000);

const WAP = '/v1/cp168/wap';

describe('picture libraries (issue 18)', () => {
  let t: GT;
  beforeAll(async () => {
    t = await guessApp();
    await history(t, 'js6', 40, 3);
    await history(t, 'jspk10', 30, 4);
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('generates each period’s papers once, and the next period’s prediction paper, for six-mark and PK10 lotteries', async () => {
    const r = await t.db.query<{ category_id: string; n: number }>(
      'SELECT category_id, count(*)::int AS n FROM gallery_papers GROUP BY category_id ORDER BY category_id',
    );
    expect(r.rows).toEqual([
      { category_id: 'js6-kj', n: 40 },
      { category_id: 'js6-lr', n: 40 },
      { category_id: 'js6-sxb', n: 40 },
      { category_id: 'js6-yc', n: 40 },
      { category_id: 'jspk10-kj', n: 30 },
      { category_id: 'jspk10-lh', n: 30 },
      { category_id: 'jspk10-yc', n: 30 },
    ]);
    await expect(t.db.query("UPDATE gallery_papers SET sha256 = 'x'")).rejects.toThrow(/generated once/);
  });

  it('the 冷热 paper agrees with a count of the stored draws; the prediction paper marks the previous one against its draw', async () => {
    const draws = await t.db.query<{ period: string; balls: number[] }>(
      "SELECT period, balls FROM draws WHERE code = 'js6' ORDER BY draw_time",
    );
    const last = draws.rows.at(-1)!;
    const paper = await t.db.query<{ model: unknown }>(
      "SELECT model FROM gallery_papers WHERE category_id = 'js6-lr' AND period = $1",
      [last.period],
    );
    expect(paper.rows[0].model).toEqual(
      hotColdModel(
        last.period,
        draws.rows.map((d) => d.balls[6]),
      ),
    );
    const predict = await t.db.query<{
      period: string;
      model: { previous: { period: string; special: number } | null };
    }>("SELECT period, model FROM gallery_papers WHERE category_id = 'js6-yc' ORDER BY draw_time");
    expect(predict.rows[0].model.previous).toBeNull();
    expect(predict.rows.at(-1)!.model.previous).toMatchObject({ period: last.period, special: last.balls[6] });
  });

  it('lists categories by pinyin initial with their newest paper, and a category’s papers with neighbours', async () => {
    const groups = (await call(t.app, 'GET', `${WAP}/tukus/categoriesByPinyin?cpType=liuHe`)).body.data;
    expect(groups.map((g: { initial: string }) => g.initial)).toEqual(['F', 'J', 'L', 'S', 'X']);
    const js6 = groups.find((g: { initial: string }) => g.initial === 'J').list;
    expect(js6.map((c: { name: string }) => c.name)).toEqual([
      '极速六合彩开奖图',
      '极速六合彩特码冷热排行',
      '极速六合彩特码生肖表',
      '极速六合彩预测图纸',
    ]);
    const kj = js6[0];
    expect(kj.pinyin).toBe('ji su liu he cai kai jiang tu');
    expect(kj.latestPeriod).toMatch(/^\d{8}-\d{4}$/);
    expect(kj.thumbnailURL).toBe(`/v1/cp168/tukus/papers/js6-kj/${kj.latestPeriod}.svg`);
    const empty = groups.find((g: { initial: string }) => g.initial === 'X').list[0];
    expect(empty).toMatchObject({ id: 'hk6-kj', latestPeriod: null, thumbnailURL: null });

    const page = (await call(t.app, 'GET', `${WAP}/tukus/images?categoryId=js6-kj&size=10`)).body.data;
    expect([page.total, page.list.length, page.current.period, page.nextPeriod]).toEqual([
      40,
      10,
      kj.latestPeriod,
      null,
    ]);
    expect(page.previousPeriod).toBe(page.list[1].period);
    const middle = (await call(t.app, 'GET', `${WAP}/tukus/images?categoryId=js6-kj&period=${page.list[5].period}`))
      .body.data;
    expect([middle.previousPeriod, middle.nextPeriod]).toEqual([page.list[6].period, page.list[4].period]);
  });

  it.each([
    ['tukus/images?categoryId=nope', 404, 'UNKNOWN_CATEGORY'],
    ['tukus/images?categoryId=js6-kj&period=1', 404, 'PAPER_NOT_FOUND'],
    ['tukus/images?categoryId=js6-kj&from=2026-11-22&to=2026-11-01', 400, 'BAD_REQUEST'],
    ['tukus/images?categoryId=js6-kj&from=2026-13', 400, 'BAD_REQUEST'],
    ['tukus/images?categoryId=js6-kj&size=61', 400, 'BAD_REQUEST'],
    ['tukus/categoriesByPinyin?cpType=ssc', 400, 'BAD_REQUEST'],
  ])('GET %s → %d %s', async (path, status, code) => {
    const r = await call(t.app, 'GET', `${WAP}/${path}`);
    expect([r.status, r.body.code]).toEqual([status, code]);
    expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('filters by Beijing draw date', async () => {
    const all = (await call(t.app, 'GET', `${WAP}/tukus/images?categoryId=jspk10-kj&size=60`)).body.data;
    const day = new Date(all.list[0].drawTime + 8 * 3600_000).toISOString().slice(0, 10);
    const sameDay = all.list.filter(
      (i: { drawTime: number }) => new Date(i.drawTime + 8 * 3600_000).toISOString().slice(0, 10) === day,
    );
    const r = (await call(t.app, 'GET', `${WAP}/tukus/images?categoryId=jspk10-kj&from=${day}&to=${day}&size=60`)).body
      .data;
    expect(r.total).toBe(sameDay.length);
  });

  it('serves a paper as inert SVG with text as text: immutable caching, ETag, gzip, nosniff', async () => {
    const page = (await call(t.app, 'GET', `${WAP}/tukus/images?categoryId=jspk10-kj`)).body.data;
    const url = page.current.url;
    const plain = await t.app.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toContain("default-src 'none'");
    const svg = plain.body;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="660" height="932"')).toBe(true);
    expect(svg).toContain(`极速赛车开奖图`);
    expect(svg).toContain(`第 ${page.current.period} 期`);
    expect(svg).toContain('冠亚和');
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
    expect(Buffer.byteLength(svg)).toBeLessThan(12_000);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(svg);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const missing = await t.app.inject({ url: '/v1/cp168/tukus/papers/jspk10-kj/1.svg' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'PAPER_NOT_FOUND']);
    const hostile = await t.app.inject({ url: '/v1/cp168/tukus/papers/jspk10-kj/%3Cscript%3E.svg' });
    expect(hostile.statusCode).toBe(404);
  });

  it('a new draw brings its papers and the next prediction without regenerating old ones', async () => {
    const before = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM gallery_papers WHERE code = 'jspk10'",
    );
    const period = await nextDraw(t, 'jspk10', 8);
    const after = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM gallery_papers WHERE code = 'jspk10'",
    );
    expect(after.rows[0].n).toBe(before.rows[0].n + 3);
    const page = (await call(t.app, 'GET', `${WAP}/tukus/images?categoryId=jspk10-kj`)).body.data;
    expect(page.current.period).toBe(period);
  });
});
