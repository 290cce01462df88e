import type { Db } from '../../../db/types';
import type { StoredImage } from './images';

export interface FileRecord {
  bytes: Buffer;
  mediaType: string;
}

/** Uploaded files, content-addressed by sha256, in the database (every node serves every file). */
export class FileRepository {
  constructor(private readonly db: Db) {}

  /** Stores an image once: the same bytes uploaded again are the same row. */
  async put(image: StoredImage, memberId: number): Promise<void> {
    await this.db.query(
      `INSERT INTO files (sha256, media_type, bytes, width, height, created_by)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (sha256) DO NOTHING`,
      [image.sha256, image.mediaType, image.bytes, image.width, image.height, memberId],
    );
  }

  async get(sha256: string): Promise<FileRecord | null> {
    const r = await this.db.query<{ bytes: Uint8Array; media_type: string }>(
      'SELECT bytes, media_type FROM files WHERE sha256 = $1',
      [sha256],
    );
    const row = r.rows[0];
    if (!row) return null;
    const bytes = Buffer.isBuffer(row.bytes)
      ? row.bytes
      : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    return { bytes, mediaType: row.media_type };
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM files WHERE sha256 = $1', [sha256])).rows.length > 0;
  }
}
