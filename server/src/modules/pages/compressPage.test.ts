import zlib from 'node:zlib';
import { keepBytes, sendKept, storedBlocks } from './compressPage';

const PAGE = `<!doctype html><html><head><title>开奖</title></head><body>${'<div class="row">一行</div>'.repeat(500)}`;
const tail = (nonce: string) =>
  `<meta property="csp-nonce" nonce="${nonce}" /><script type="application/json" id="cp-request">{"sentAt":1}</script></body></html>`;

describe('sendKept (a kept page and its per-response tail)', () => {
  const kept = keepBytes(PAGE);

  it.each(['gzip', 'br, gzip', 'gzip;q=0.5, identity;q=0.1'])(
    '%s: a valid gzip stream of the page and its tail',
    (accept) => {
      const { body, encoding } = sendKept(kept, tail('bm9uY2U='), accept);
      expect(encoding).toBe('gzip');
      expect(zlib.gunzipSync(body).toString()).toBe(PAGE + tail('bm9uY2U='));
    },
  );

  it('each response its own tail over the same kept blocks', () => {
    const a = sendKept(kept, tail('YWFhYQ=='), 'gzip').body;
    const b = sendKept(kept, tail('YmJiYg=='), 'gzip').body;
    expect(zlib.gunzipSync(a).toString()).toBe(PAGE + tail('YWFhYQ=='));
    expect(zlib.gunzipSync(b).toString()).toBe(PAGE + tail('YmJiYg=='));
  });

  it('without gzip, the bytes as they are', () => {
    for (const accept of [undefined, 'identity', 'br']) {
      const { body, encoding } = sendKept(kept, tail('bm9uY2U='), accept);
      expect(encoding).toBeNull();
      expect(body.toString()).toBe(PAGE + tail('bm9uY2U='));
    }
  });
});

describe('storedBlocks', () => {
  it.each([0, 1, 200, 0xffff, 0xffff + 1, 3 * 0xffff + 7])('%i bytes after sync-flushed blocks inflate back', (n) => {
    const head = Buffer.from('前面的内容'.repeat(50));
    const bytes = Buffer.alloc(n, 'x');
    const deflated = zlib.deflateRawSync(head, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const stream = Buffer.concat([deflated, ...storedBlocks(bytes)]);
    expect(zlib.inflateRawSync(stream).equals(Buffer.concat([head, bytes]))).toBe(true);
  });
});
