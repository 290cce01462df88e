import { ByteWriter, writeInt } from './byteWriter';

const decode = (w: ByteWriter) => new TextDecoder().decode(w.view());

describe('writeInt writes what JSON.stringify writes', () => {
  it.each([
    0, 7, 9, 10, 42, 99, 100, 101, 999, 1000, 9999, 10000, 65536, 99999, 100000, 123456789, 2147483647, -1, -10, -999,
  ])('%d', (v) => {
    const buf = new Uint8Array(16).fill(120); // 'x': nothing past the digits is touched
    const end = writeInt(buf, 2, v);
    expect(new TextDecoder().decode(buf.subarray(2, end))).toBe(JSON.stringify(v));
    expect(buf[1]).toBe(120);
    expect(buf[end]).toBe(120);
  });
});

describe('ByteWriter', () => {
  it('writes UTF-8 for ASCII, Chinese and astral text', () => {
    const w = new ByteWriter(4);
    w.text('"a"');
    w.text('冠军 1');
    w.text('😀,');
    w.text('305');
    expect(decode(w)).toBe('"a"冠军 1😀,305');
  });

  it('grows past its first buffer without losing what it holds', () => {
    const w = new ByteWriter(8);
    const fragment = new TextEncoder().encode('0123456789abcdefghijklmnopqrstuvwxyz-'); // over 32 bytes: copied with set
    let want = '';
    for (let i = 0; i < 500; i++) {
      w.bytes(fragment);
      w.text(String(i));
      w.bytes(fragment.subarray(0, 3));
      want += `0123456789abcdefghijklmnopqrstuvwxyz-${i}012`;
    }
    expect(decode(w)).toBe(want);
  });

  it('reserve hands out room that later writes keep', () => {
    const w = new ByteWriter(2);
    const buf = w.reserve(5);
    buf.set([104, 101, 108, 108, 111], w.len);
    w.len += 5;
    w.text(' world');
    expect(decode(w)).toBe('hello world');
  });
});
