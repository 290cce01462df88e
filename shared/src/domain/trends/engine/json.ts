import { STAT_ORDER } from '../types';
import { utf8, type ByteWriter } from './byteWriter';
import { replayMissing, type TrendColumns } from './columns';
import { recordWriter, type RecordWriter } from './recordBytes';

const ROW_OPEN = utf8('{"period":');
const ROW_TIME = utf8(',"drawTime":');
const ROW_BALLS = utf8(',"balls":[');
const ROW_MISSING = utf8('],"missing":');
const STAT_KEYS = STAT_ORDER.map((name, i) => utf8(`${i === 0 ? '],"stats":{' : ','}"${name}":`));

/** A flat buffer over the def's key space as the JSON of its nested record. */
function writeRecord(w: ByteWriter, record: RecordWriter, values: Int32Array): void {
  const buf = w.reserve(record.most);
  w.len = record.write(buf, w.dv, w.len, values);
}

/**
 * Writes the JSON of a trend (`{"list":[…],"stats":{…}}`) straight from its columns: byte for
 * byte what `JSON.stringify` makes of `runTrend`'s objects (tests hold it to that), without
 * building them — for a window of thousands of rows those objects are most of the cost.
 */
export function writeTrendJson(w: ByteWriter, columns: TrendColumns): void {
  const { def, draws, stats } = columns;
  const record = recordWriter(def);
  w.text('{"list":[');
  replayMissing(columns, (i, miss) => {
    const d = draws[i];
    if (i > columns.start) w.text(',');
    w.bytes(ROW_OPEN);
    w.text(JSON.stringify(d.period));
    w.bytes(ROW_TIME);
    w.text(JSON.stringify(d.drawTime));
    w.bytes(ROW_BALLS);
    for (let b = 0; b < d.balls.length; b++) {
      if (b > 0) w.text(',');
      w.int(d.balls[b]);
    }
    w.bytes(ROW_MISSING);
    writeRecord(w, record, miss);
    w.text('}');
  });
  STAT_ORDER.forEach((name, i) => {
    w.bytes(STAT_KEYS[i]);
    writeRecord(w, record, stats[name]);
  });
  w.text('}}');
}
