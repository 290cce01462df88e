import zlib from 'node:zlib';
import type { GalleryType, TukuCategory, TukuCategoryGroup, TukuImage, TukuImagePage } from '@cp/shared/domain';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { GalleryCatalogue, GalleryCategory } from './catalogue';
import { PAPER_HEIGHT, PAPER_WIDTH } from './svg';

export const galleryErrors = {
  unknownCategory: (id: string) => new AppError(404, 'UNKNOWN_CATEGORY', `没有这个图库分类：${id.slice(0, 40)}`),
  noPaper: (period: string) => new AppError(404, 'PAPER_NOT_FOUND', `该分类没有第 ${period.slice(0, 30)} 期的图纸`),
  badRange: () => new AppError(400, 'BAD_REQUEST', '日期范围不正确：开始日期不能晚于结束日期'),
};

/** The URL of a generated paper: stable per category and period, and immutable (papers never change). */
export const paperURL = (categoryId: string, period: string) =>
  `/v1/cp168/tukus/papers/${encodeURIComponent(categoryId)}/${encodeURIComponent(period)}.svg`;

interface Row {
  category_id: string;
  period: string;
  code: string;
  draw_ms: string | number;
  created_ms: string | number;
  upload_id: string | number | null;
  web_sha256: string | null;
  thumb_sha256: string | null;
  width: number;
  height: number;
}

const COLUMNS = `category_id, period, code, (extract(epoch FROM draw_time) * 1000)::bigint AS draw_ms,
  (extract(epoch FROM created_at) * 1000)::bigint AS created_ms, upload_id, web_sha256, thumb_sha256, width, height`;

/** The URL of an uploaded file (content-addressed, served by the members' files route). */
export const fileURL = (sha256: string) => `/v1/cp168/files/${sha256}.webp`;

const imageOf = (r: Row): TukuImage =>
  r.web_sha256 && r.thumb_sha256
    ? {
        id: `upload-${r.upload_id}`,
        categoryId: r.category_id,
        code: r.code,
        period: r.period,
        drawTime: Number(r.draw_ms),
        createdAt: Number(r.created_ms),
        url: fileURL(r.web_sha256),
        thumbnailURL: fileURL(r.thumb_sha256),
        mediaType: 'image/webp',
        width: r.width,
        height: r.height,
      }
    : {
        id: `${r.category_id}/${r.period}`,
        categoryId: r.category_id,
        code: r.code,
        period: r.period,
        drawTime: Number(r.draw_ms),
        createdAt: Number(r.created_ms),
        url: paperURL(r.category_id, r.period),
        thumbnailURL: paperURL(r.category_id, r.period),
        mediaType: 'image/svg+xml',
        width: PAPER_WIDTH,
        height: PAPER_HEIGHT,
      };

/** Beijing midnight of a YYYY-MM-DD date, as an ISO instant. */
const beijingDay = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 86400_000).toISOString();

/** The picture libraries' reads (issue 18 items 2 and 6). */
export class GalleryService {
  constructor(
    private readonly db: Db,
    private readonly categories: GalleryCatalogue,
  ) {}

  category(id: string): GalleryCategory {
    const c = this.categories.get(id);
    if (!c) throw galleryErrors.unknownCategory(id);
    return c;
  }

  private async latest(ids: string[]): Promise<Map<string, Row>> {
    const r = await this.db.query<Row & { id: string }>(
      `SELECT c.id, p.* FROM unnest($1::text[]) AS c(id)
       CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM gallery_items WHERE category_id = c.id ORDER BY draw_time DESC LIMIT 1) p`,
      [ids],
    );
    return new Map(r.rows.map((x) => [x.id, x]));
  }

  private wire(c: GalleryCategory, latest: Row | null): TukuCategory {
    return {
      id: c.id,
      type: c.type,
      name: c.name,
      pinyin: c.pinyin,
      initial: c.initial,
      description: c.description,
      source: c.source,
      code: c.code,
      lotteryName: c.lotteryName,
      latestPeriod: latest?.period ?? null,
      thumbnailURL: latest ? imageOf(latest).thumbnailURL : null,
    };
  }

  /** `tukus/categoriesByPinyin`: the library's categories grouped by initial, A → Z, names in pinyin order. */
  async categoriesByPinyin(type: GalleryType): Promise<TukuCategoryGroup[]> {
    const list = this.categories.of(type);
    const latest = await this.latest(list.map((c) => c.id));
    const groups = new Map<string, TukuCategory[]>();
    for (const c of [...list].sort((a, b) => a.pinyin.localeCompare(b.pinyin) || a.id.localeCompare(b.id))) {
      groups.set(c.initial, [...(groups.get(c.initial) ?? []), this.wire(c, latest.get(c.id) ?? null)]);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
      .map(([initial, items]) => ({ initial, list: items }));
  }

  /** `tukus/images`: a category's papers newest first, the current one and its neighbours. */
  async images(
    categoryId: string,
    q: { period?: string; from?: string; to?: string; page: number; size: number },
  ): Promise<TukuImagePage> {
    const c = this.category(categoryId);
    if (q.from && q.to && q.from > q.to) throw galleryErrors.badRange();
    const from = q.from ? beijingDay(q.from) : null;
    const to = q.to ? beijingDay(q.to, 1) : null;
    const filter = `category_id = $1 AND ($2::timestamptz IS NULL OR draw_time >= $2) AND ($3::timestamptz IS NULL OR draw_time < $3)`;
    const [list, total] = await Promise.all([
      this.db.query<Row>(
        `SELECT ${COLUMNS} FROM gallery_items WHERE ${filter} ORDER BY draw_time DESC LIMIT $4 OFFSET $5`,
        [categoryId, from, to, q.size, (q.page - 1) * q.size],
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM gallery_items WHERE ${filter}`, [
        categoryId,
        from,
        to,
      ]),
    ]);
    let current: Row | undefined;
    if (q.period) {
      current = (
        await this.db.query<Row>(`SELECT ${COLUMNS} FROM gallery_items WHERE category_id = $1 AND period = $2`, [
          categoryId,
          q.period,
        ])
      ).rows[0];
      if (!current) throw galleryErrors.noPaper(q.period);
    } else current = list.rows[0];
    let previousPeriod: string | null = null;
    let nextPeriod: string | null = null;
    if (current) {
      const at = new Date(Number(current.draw_ms)).toISOString();
      const around = await this.db.query<{ older: string | null; newer: string | null }>(
        `SELECT (SELECT period FROM gallery_items WHERE category_id = $1 AND draw_time < $2 ORDER BY draw_time DESC LIMIT 1) AS older,
                (SELECT period FROM gallery_items WHERE category_id = $1 AND draw_time > $2 ORDER BY draw_time LIMIT 1) AS newer`,
        [categoryId, at],
      );
      previousPeriod = around.rows[0].older;
      nextPeriod = around.rows[0].newer;
    }
    const latest = await this.latest([categoryId]);
    return {
      category: this.wire(c, latest.get(categoryId) ?? null),
      list: list.rows.map(imageOf),
      total: total.rows[0].n,
      page: q.page,
      size: q.size,
      current: current ? imageOf(current) : null,
      previousPeriod,
      nextPeriod,
    };
  }

  /** A paper's stored SVG (gzip) and its hash, or null. */
  async paper(categoryId: string, period: string): Promise<{ gzip: Buffer; sha256: string } | null> {
    const r = await this.db.query<{ svg_gzip: Buffer | Uint8Array; sha256: string }>(
      'SELECT svg_gzip, sha256 FROM gallery_papers WHERE category_id = $1 AND period = $2',
      [categoryId, period],
    );
    const row = r.rows[0];
    return row ? { gzip: Buffer.from(row.svg_gzip), sha256: row.sha256 } : null;
  }
}

/** The SVG text of stored gzip bytes (clients that do not accept gzip). */
export const gunzip = (gzip: Buffer) => zlib.gunzipSync(gzip);
