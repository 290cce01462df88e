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
