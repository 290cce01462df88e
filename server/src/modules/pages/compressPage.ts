import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const negotiator = new Negotiator<'br' | 'gzip' | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/** Pages under this size go out as they are. */
const MIN_BYTES = 1024;

/**
 * A page compressed for the client's Accept-Encoding (brotli, else gzip), off the event loop
 * (zlib's thread pool). Pages are sent from the not-found handler, which is not a route, so
 * @fastify/compress does not reach them; each page carries a fresh CSP nonce, so the bytes
 * cannot be kept either. Brotli quality 4 and gzip level 6: ~1 ms for a 120 KB page.
 */
export async function compressPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding: 'br' | 'gzip' | null }> {
  const encoding = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
  if (Buffer.byteLength(html) < MIN_BYTES || !encoding || encoding === 'identity')
    return { body: html, encoding: null };
  if (encoding === 'br')
    return { body: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding };
  return { body: await gzip(html, { level: 6 }), encoding };
}

const keptNegotiator = new Negotiator<'gzip' | 'identity'>({ supportedValues: ['gzip', 'identity'] });
/** gzip's member header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/**
 * A page kept for every visitor of the next seconds (a server-rendered first view): everything
 * but its per-request tail (the CSP nonce and the send time), as UTF-8 and as raw deflate
 * blocks ending byte-aligned and not final (Z_SYNC_FLUSH), with its CRC-32.
 */
export interface KeptBytes {
  body: Buffer;
  deflated: Buffer;
  crc: number;
}

export function keepBytes(html: string): KeptBytes {
  const body = Buffer.from(html);
  return {
    body,
    deflated: zlib.deflateRawSync(body, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    crc: zlib.crc32(body),
  };
}

/** Longest stored deflate block (its LEN field is 16 bits). */
const MAX_STORED = 0xffff;

/**
 * `bytes` as stored (uncompressed) deflate blocks, the last one final: each is a byte holding
 * BFINAL and BTYPE 00, then LEN and its ones' complement (little-endian), then the bytes. Valid
 * right after the kept blocks, which end byte-aligned (Z_SYNC_FLUSH).
 */
export function storedBlocks(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let at = 0;
  do {
    const len = Math.min(MAX_STORED, bytes.length - at);
    const header = Buffer.alloc(5);
    header[0] = at + len >= bytes.length ? 1 : 0;
    header.writeUInt16LE(len, 1);
    header.writeUInt16LE(~len & 0xffff, 3);
    parts.push(header, bytes.subarray(at, at + len));
    at += len;
  } while (at < bytes.length);
  return parts;
}

/**
 * A kept page with its tail, for the client's Accept-Encoding: gzip as the kept deflate blocks,
 * then the tail stored as it is (the final block), then the CRC-32 and length of the whole — a
 * valid gzip stream for the cost of copying a few hundred bytes, so a page that carries a fresh
 * nonce each time is still compressed only once. The tail is a random nonce and a time, which
 * deflate hardly shrinks: deflating it cost ~9 µs of CPU per response (a fresh zlib stream) to
 * save a few dozen bytes. Without gzip, the bytes as they are.
 */
export function sendKept(
  kept: KeptBytes,
  tail: string,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: 'gzip' | null } {
  const tailBytes = Buffer.from(tail);
  const encoding = acceptEncoding ? keptNegotiator.negotiate(acceptEncoding) : null;
  if (encoding !== 'gzip') return { body: Buffer.concat([kept.body, tailBytes]), encoding: null };
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(tailBytes, kept.crc) >>> 0, 0);
  trailer.writeUInt32LE((kept.body.length + tailBytes.length) >>> 0, 4);
  return {
    body: Buffer.concat([GZIP_HEADER, kept.deflated, ...storedBlocks(tailBytes), trailer]),
    encoding: 'gzip',
  };
}
