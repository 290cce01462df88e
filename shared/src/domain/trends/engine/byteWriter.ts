const encoder = new TextEncoder();

/**
 * Appends UTF-8 bytes to a growing buffer: JSON text made of many small numbers and a few
 * fixed fragments is written here far faster than by concatenating JavaScript strings.
 */
export class ByteWriter {
  /** The buffer; bytes [0, len) are written. Grows (is replaced) by `reserve`. */
  buf: Uint8Array;
  /** A DataView of `buf` (for word-sized stores). */
  dv: DataView;
  len = 0;

  constructor(initial = 1 << 16) {
    this.buf = new Uint8Array(initial);
    this.dv = new DataView(this.buf.buffer);
  }

  /** Makes room for `n` more bytes and returns the buffer to write them to, from `len` on. */
  reserve(n: number): Uint8Array {
    this.room(n);
    return this.buf;
  }

  private room(n: number): void {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
    this.dv = new DataView(next.buffer);
  }

  /** Appends bytes (a pre-encoded fragment). */
  bytes(b: Uint8Array): void {
    const n = b.length;
    this.room(n);
    const buf = this.buf;
    let at = this.len;
    if (n > 32) buf.set(b, at);
    else for (let i = 0; i < n; i++) buf[at++] = b[i];
    this.len += n;
  }

  /** Appends a string's UTF-8 bytes. */
  text(s: string): void {
    this.room(s.length * 3);
    const buf = this.buf;
    let at = this.len;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) {
        this.len = at + encoder.encodeInto(s.slice(i), buf.subarray(at)).written;
        return;
      }
      buf[at++] = c;
    }
    this.len = at;
  }

  /** The bytes written so far (a view of the buffer; valid until the next write). */
  view(): Uint8Array {
    return this.buf.subarray(0, this.len);
  }
}

/** A fragment's UTF-8 bytes, for `ByteWriter.bytes`. */
export const utf8 = (s: string): Uint8Array => encoder.encode(s);

/**
 * Writes integer `v` in decimal at `buf[at]` (room for 12 bytes is the caller's) and returns
 * the index after it: the same digits as JSON.stringify.
 */
export function writeInt(buf: Uint8Array, at: number, v: number): number {
  if (v < 0) {
    buf[at++] = 45; // '-'
    v = -v;
  }
  if (v < 10) {
    buf[at++] = 48 + v;
    return at;
  }
  if (v < 100) {
    buf[at++] = 48 + ((v / 10) | 0);
    buf[at++] = 48 + (v % 10);
    return at;
  }
  let digits = 3;
  for (let p = 1000; v >= p; p *= 10) digits++;
  at += digits;
  for (let i = at - 1; digits > 0; digits--, i--) {
    buf[i] = 48 + (v % 10);
    v = Math.floor(v / 10);
  }
  return at;
}
