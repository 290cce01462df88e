import type { TrendDef } from '../defs/def';
import { utf8, writeInt } from './byteWriter';

/**
 * Writes a flat buffer over a def's key space as the JSON of its nested record
 * (`{"hm1":{"num1":3,…},…}`) at `buf[at]` (`dv` a DataView of `buf`) and returns the index after
 * it; with `base` ≥ 0 key k's value is `base - values[k]` (a row index minus each key's last
 * hit: the row's missing values, without filling a buffer first). The caller makes room for
 * `RecordWriter.most` bytes.
 */
export interface RecordWriter {
  write: (buf: Uint8Array, dv: DataView, at: number, values: Int32Array, base?: number) => number;
  /** The most bytes one record can take (with the few a word store may write past its prefix). */
  most: number;
}

/** Key k's prefix: what goes before its value, e.g. `},"hm2":{"num1":` (ASCII identifiers only). */
function prefixes(def: TrendDef): Uint8Array[] {
  const out: Uint8Array[] = [];
  def.spec.positions.forEach((p, pi) => {
    p.keys.forEach((k, ki) => {
      const open = ki === 0 ? `${pi === 0 ? '{' : '},'}${JSON.stringify(p.key)}:{` : ',';
      out.push(utf8(`${open}${JSON.stringify(k.key)}:`));
    });
  });
  return out;
}

// Called per key: a local binding, not an import (a getter call under the CommonJS transforms).
const putInt = writeInt;

/**
 * Each prefix is stored as little-endian 32-bit words, zero-padded, and written with DataView
 * word stores: about twice as fast per key as a byte loop (and a function compiled per layout
 * with a constant store per byte was slower still — V8 does not optimise the large bodies).
 * The padding a word writes past a prefix is overwritten by the value that follows it.
 */
function buildWriter(def: TrendDef): RecordWriter['write'] {
  const pre = prefixes(def);
  const words: number[] = [];
  const from = new Int32Array(pre.length + 1);
  const lengths = Int32Array.from(pre, (p) => p.length);
  pre.forEach((p, k) => {
    const padded = new Uint8Array(Math.ceil(p.length / 4) * 4);
    padded.set(p);
    const view = new DataView(padded.buffer);
    for (let o = 0; o < padded.length; o += 4) words.push(view.getUint32(o, true));
    from[k + 1] = words.length;
  });
  const word = Uint32Array.from(words);
  return (buf, dv, at, values, base = -1) => {
    for (let k = 0; k < lengths.length; k++) {
      for (let j = from[k], e = from[k + 1], p = at; j < e; j++, p += 4) dv.setUint32(p, word[j], true);
      at += lengths[k];
      const v = base < 0 ? values[k] : base - values[k];
      // Most values have one or two digits: written here, the rest by writeInt.
      if (v >= 0 && v < 10) buf[at++] = 48 + v;
      else if (v >= 10 && v < 100) {
        const tens = (v / 10) | 0;
        buf[at] = 48 + tens;
        buf[at + 1] = 48 + v - 10 * tens;
        at += 2;
      } else at = putInt(buf, at, v);
    }
    buf[at++] = 125; // '}'
    buf[at++] = 125;
    return at;
  };
}

const writers = new WeakMap<TrendDef, RecordWriter>();

/** The record writer of `def`, built once. */
export function recordWriter(def: TrendDef): RecordWriter {
  let out = writers.get(def);
  if (!out) {
    const most = prefixes(def).reduce((n, p) => n + Math.ceil(p.length / 4) * 4 + 12, 2);
    writers.set(def, (out = { write: buildWriter(def), most }));
  }
  return out;
}
