import type { TrendDef } from '../defs/def';
import { utf8, writeInt } from './byteWriter';

/**
 * Writes a flat buffer over a def's key space as the JSON of its nested record
 * (`{"hm1":{"num1":3,…},…}`) at `buf[at]` and returns the index after it. The caller makes
 * room for `RecordWriter.most` bytes.
 */
export interface RecordWriter {
  write: (buf: Uint8Array, at: number, values: Int32Array) => number;
  /** The most bytes one record can take. */
  most: number;
}

/** Key k's prefix: what goes before its value, e.g. `},"hm2":{"num1":` (ASCII identifiers only). */
function prefixes(def: TrendDef): string[] {
  const out: string[] = [];
  def.spec.positions.forEach((p, pi) => {
    p.keys.forEach((k, ki) => {
      const open = ki === 0 ? `${pi === 0 ? '{' : '},'}${JSON.stringify(p.key)}:{` : ',';
      out.push(`${open}${JSON.stringify(k.key)}:`);
    });
  });
  return out;
}

// Called per key: a local binding, not an import (a getter call under the CommonJS transforms).
const putInt = writeInt;

/**
 * Key k's prefix bytes back to back, copied with a plain loop before each value. (A function
 * compiled per layout with every byte as a constant store was tried: 2–10× slower per key in V8,
 * the large bodies are not optimised.)
 */
function buildWriter(def: TrendDef): RecordWriter['write'] {
  const pre = prefixes(def);
  const bytes = utf8(pre.join(''));
  const from = new Int32Array(pre.length + 1);
  pre.forEach((p, k) => (from[k + 1] = from[k] + p.length));
  return (buf, at, values) => {
    for (let k = 0; k < pre.length; k++) {
      for (let j = from[k], e = from[k + 1]; j < e; j++) buf[at++] = bytes[j];
      at = putInt(buf, at, values[k]);
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
    const most = prefixes(def).reduce((n, p) => n + p.length + 12, 2);
    writers.set(def, (out = { write: buildWriter(def), most }));
  }
  return out;
}
