import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { AppError } from '../../../lib/errors';

/** Largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Largest width or height accepted, in pixels. */
export const MAX_IMAGE_SIDE = 4096;
/** Side of the stored avatar. */
export const AVATAR_SIDE = 256;

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** An image ready to store: its bytes, their sha256 and its size. */
export interface StoredImage {
  bytes: Buffer;
  sha256: string;
  mediaType: 'image/webp';
  width: number;
  height: number;
}

export const imageErrors = {
  tooLarge: () => new AppError(413, 'FILE_TOO_LARGE', '图片不能超过 2 MB'),
  unsupported: () => new AppError(415, 'UNSUPPORTED_IMAGE', '只支持 JPEG、PNG 或 WebP 格式的图片'),
  unreadable: () => new AppError(400, 'BAD_IMAGE', '图片已损坏或无法读取'),
  tooManyPixels: () =>
    new AppError(400, 'IMAGE_TOO_LARGE', `图片尺寸不能超过 ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} 像素`),
};

/**
 * The format of an image by its first bytes (its "magic"), whatever its name or declared type
 * say: JPEG (FF D8 FF), PNG (the 8-byte signature) or WebP (RIFF····WEBP); null for anything else.
 */
export function sniffImage(head: Uint8Array): ImageFormat | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, j) => head[i + j] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

/**
 * Turns an upload into the stored avatar: accepted by content only (JPEG, PNG or WebP, checked
 * by magic bytes and again by the decoder), at most 4096 px a side, then decoded and re-encoded
 * as a 256 × 256 WebP (centre crop, EXIF orientation applied). Only pixels survive: metadata
 * (EXIF, GPS, ICC, XMP), extra frames, and any bytes after the image (polyglots) are gone.
 */
export async function toAvatar(input: Buffer): Promise<StoredImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw imageErrors.tooLarge();
  const format = sniffImage(input.subarray(0, 16));
  if (!format) throw imageErrors.unsupported();
  const limitInputPixels = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw imageErrors.unreadable();
  }
  if (meta.format !== format) throw imageErrors.unsupported();
  if (!meta.width || !meta.height) throw imageErrors.unreadable();
  if (meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) throw imageErrors.tooManyPixels();
  let bytes: Buffer;
  try {
    bytes = await sharp(input, { limitInputPixels, failOn: 'error', pages: 1 })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch {
    throw imageErrors.unreadable();
  }
  return {
    bytes,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    mediaType: 'image/webp',
    width: AVATAR_SIDE,
    height: AVATAR_SIDE,
  };
}
