import { avgMissing, STAT_ORDER } from '@cp/shared/domain';
import { EMPTY } from './constants';
import type { TableRow, TableStats } from './types';

/**
 * The five window statistics of API.md recomputed from the rows (after a live draw): 出现次数 =
 * rows that hit; 当前遗漏 = the last row's value; 最大遗漏 = the largest value; 最大连出 = the
 * longest run of consecutive hits; 平均遗漏 = round((count − hits) / (hits + 1)). Missing values
 * count over the whole history, so these equal what the server would answer for the same window.
 * A column with an EMPTY cell cannot be counted and stays EMPTY.
 */
export function computeStats(rows: readonly TableRow[], columnCount: number): TableStats {
  const stats = {} as TableStats;
  for (const name of STAT_ORDER) stats[name] = new Int32Array(columnCount);
  const run = new Int32Array(columnCount);
  const broken = new Uint8Array(columnCount);
  for (const row of rows) {
    const v = row.values;
    for (let c = 0; c < columnCount; c++) {
      const x = v[c];
      if (x === EMPTY) {
        broken[c] = 1;
        continue;
      }
      if (x === 0) {
        stats.appearCount[c]++;
        run[c]++;
        if (run[c] > stats.biggestContinue[c]) stats.biggestContinue[c] = run[c];
      } else run[c] = 0;
      if (x > stats.biggestMissing[c]) stats.biggestMissing[c] = x;
    }
  }
  const last = rows[rows.length - 1];
  for (let c = 0; c < columnCount; c++) {
    if (broken[c] || !last) {
      for (const name of STAT_ORDER) stats[name][c] = EMPTY;
      continue;
    }
    stats.now[c] = last.values[c];
    stats.avgMissing[c] = avgMissing(rows.length, stats.appearCount[c]);
  }
  return stats;
}
