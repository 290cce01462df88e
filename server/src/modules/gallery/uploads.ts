import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { sniffImage } from '../members/files/images';
import type { GalleryCatalogue } from './catalogue';

/** Largest upload, bytes. */
export const MAX_PAPER_BYTES = 10 * 1024 * 1024;
/** Largest width or height, pixels (checked from the header, before any decoding). */
export const MAX_PAPER_SIDE = 8000;
/** Height of the web size (the viewer's) and of the thumbnail. */
export const WEB_HEIGHT = 932;
export const THUMB_HEIGHT = 270;

export const uploadErrors = {
  tooLarge: () => new AppError(413, 'FILE_TOO_LARGE', '图纸不能超过 10 MB'),
  unsupported: () => new AppError(415, 'UNSUPPORTED_IMAGE', '只支持 JPEG、PNG 或 WebP 格式的图片（按文件内容识别）'),
  unreadable: () => new AppError(400, 'BAD_IMAGE', '图片已损坏或无法读取'),
  tooManyPixels: () =>
    new AppError(400, 'IMAGE_TOO_LARGE', `图片尺寸不能超过 ${MAX_PAPER_SIDE} × ${MAX_PAPER_SIDE} 像素`),
  notUploadCategory: (id: string) =>
    new AppError(
      400,
      'NOT_UPLOAD_CATEGORY',
      `只能上传到运营分类（liuHe-upload、pk10-upload），不能上传到：${id.slice(0, 40)}`,
    ),
  badPeriod: () => new AppError(400, 'BAD_REQUEST', '期号不正确：应为 1–30 个字母、数字或 -'),
  exists: (period: string) => new AppError(409, 'PAPER_EXISTS', `该分类第 ${period} 期已有图纸，请先删除再上传`),
  notFound: () => new AppError(404, 'UPLOAD_NOT_FOUND', '没有这张上传的图纸'),
};

interface Encoded {
  bytes: Buffer;
  sha256: string;
  width: number;
  height: number;
}

async function encode(input: Buffer, height: number, limitInputPixels: number): Promise<Encoded> {
  const { data, info } = await sharp(input, { limitInputPixels, failOn: 'error', pages: 1 })
    .rotate()
    .resize({ height, withoutEnlargement: true })
    .webp({ quality: 82, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    sha256: crypto.createHash('sha256').update(data).digest('hex'),
    width: info.width,
    height: info.height,
  };
}

/**
 * Turns an operator's file into the stored paper: accepted by its content only (JPEG, PNG or
 * WebP by magic bytes, and the decoder must agree), ≤ 10 MB, ≤ 8000 px a side read from the
 * header before anything is decoded (a decompression bomb declares its size and is refused
 * there; the decoder is also capped at 8000 × 8000 pixels), then decoded and re-encoded as WebP
 * — the web size 932 px high and a 270-px thumbnail — so only pixels survive: no metadata, no
 * extra frames, no trailing bytes.
 */
export async function toPaper(input: Buffer): Promise<{ web: Encoded; thumb: Encoded }> {
  if (input.length > MAX_PAPER_BYTES) throw uploadErrors.tooLarge();
  const format = sniffImage(input.subarray(0, 16));
  if (!format) throw uploadErrors.unsupported();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw uploadErrors.unreadable();
  }
  if (meta.format !== format) throw uploadErrors.unsupported();
  if (!meta.width || !meta.height) throw uploadErrors.unreadable();
  if (meta.width > MAX_PAPER_SIDE || meta.height > MAX_PAPER_SIDE) throw uploadErrors.tooManyPixels();
  const limit = MAX_PAPER_SIDE * MAX_PAPER_SIDE;
  try {
    return { web: await encode(input, WEB_HEIGHT, limit), thumb: await encode(input, THUMB_HEIGHT, limit) };
  } catch {
    throw uploadErrors.unreadable();
  }
}

const PERIOD = /^[0-9A-Za-z-]{1,30}$/;

/** Operator uploads: store (files + gallery_uploads, one transaction) and delete. */
export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly categories: GalleryCatalogue,
    private readonly clock: Clock,
  ) {}

  /** Checks the category and period before the file is read. */
  check(categoryId: string, period: string) {
    const c = this.categories.get(categoryId);
    if (!c || c.source !== 'upload') throw uploadErrors.notUploadCategory(categoryId);
    if (!PERIOD.test(period)) throw uploadErrors.badPeriod();
    return c;
  }

  async store(categoryId: string, period: string, input: Buffer) {
    const c = this.check(categoryId, period);
    const { web, thumb } = await toPaper(input);
    const now = new Date(this.clock.now()).toISOString();
    return this.db.transaction(async (tx) => {
      const taken = await tx.query('SELECT 1 FROM gallery_uploads WHERE category_id = $1 AND period = $2', [
        categoryId,
        period,
      ]);
      if (taken.rows.length) throw uploadErrors.exists(period);
      for (const f of [web, thumb])
        await tx.query(
          `INSERT INTO files (sha256, media_type, bytes, width, height, created_by)
           VALUES ($1, 'image/webp', $2, $3, $4, NULL) ON CONFLICT (sha256) DO NOTHING`,
          [f.sha256, f.bytes, f.width, f.height],
        );
      const r = await tx.query<{ id: string | number }>(
        `INSERT INTO gallery_uploads (category_id, period, code, draw_time, created_at, web_sha256, thumb_sha256, width, height)
         VALUES ($1, $2, $3, coalesce((SELECT draw_time FROM draws WHERE code = $3 AND period = $2), $4::timestamptz), $4, $5, $6, $7, $8)
         RETURNING id`,
        [categoryId, period, c.code, now, web.sha256, thumb.sha256, web.width, web.height],
      );
      return {
        id: Number(r.rows[0].id),
        categoryId,
        period,
        url: `/v1/cp168/files/${web.sha256}.webp`,
        thumbnailURL: `/v1/cp168/files/${thumb.sha256}.webp`,
        width: web.width,
        height: web.height,
      };
    });
  }

  async remove(id: number): Promise<{ id: number; deleted: true }> {
    const r = await this.db.query('DELETE FROM gallery_uploads WHERE id = $1 RETURNING id', [id]);
    if (!r.rows.length) throw uploadErrors.notFound();
    return { id, deleted: true };
  }
}
