import { STAT_ORDER, type TrendDraw } from '../types';
import { utf8, type ByteWriter } from './byteWriter';
import { replayLastHits, type TrendColumns } from './columns';
import { recordWriter, type RecordWriter } from './recordBytes';

const STAT_KEYS = STAT_ORDER.map((name, i) => utf8(`${i === 0 ? '],"stats":{' : ','}"${name}":`));

/** A flat buffer over the def's key space as the JSON of its nested record. */
function writeRecord(w: ByteWriter, record: RecordWriter, values: Int32Array, base = -1): void {
  const buf = w.reserve(record.most);
  w.len = record.write(buf, w.dv, w.len, values, base);
}

/**
 * The text every trend type writes the same for row i (`{"period":…,"drawTime":…,"balls":[…],
 * "missing":`), encoded once per request: several types over one window share their rows.
 */
export class RowHeads {
  private readonly heads = new Map<number, Uint8Array>();

  constructor(private readonly draws: readonly TrendDraw[]) {}

  of(i: number): Uint8Array {
    let head = this.heads.get(i);
    if (!head) {
      const d = this.draws[i];
      const balls = JSON.stringify(d.balls);
      const text = `{"period":${JSON.stringify(d.period)},"drawTime":${JSON.stringify(d.drawTime)},"balls":${balls},"missing":`;
      this.heads.set(i, (head = utf8(text)));
    }
    return head;
  }
}

/**
 * Writes the JSON of a trend (`{"list":[…],"stats":{…}}`) straight from its columns: byte for
 * byte what `JSON.stringify` makes of `runTrend`'s objects (tests hold it to that), without
 * building them — for a window of thousands of rows those objects are most of the cost.
 * `heads` must be over the same draws (pass one to several trends of the same history).
 */
export function writeTrendJson(w: ByteWriter, columns: TrendColumns, heads = new RowHeads(columns.draws)): void {
  const { def, stats } = columns;
  const record = recordWriter(def);
  w.text('{"list":[');
  replayLastHits(columns, (i, last) => {
    if (i > columns.start) w.text(',');
    w.bytes(heads.of(i));
    writeRecord(w, record, last, i);
    w.text('}');
  });
  STAT_ORDER.forEach((name, i) => {
    w.bytes(STAT_KEYS[i]);
    writeRecord(w, record, stats[name]);
  });
  w.text('}}');
}
