/**
 * A lottery's timetable, in Beijing time.
 *
 * - `interval`: draws every `intervalSeconds` in one or more segments of a business day. Each
 *   segment starts at `first` (HH:MM[:SS]) and has `count` draws; a segment may run past
 *   midnight, and its draws still belong to the business day it started on (幸运飞艇 13:09–04:04).
 *   Periods are `yyyymmdd-` + the daily sequence, zero-padded to at least 3 digits.
 * - `daily`: one draw a day at `time`; periods `yyyy` + 3-digit yearly sequence (or `yy` + 3
 *   digits with `periodFormat: 'yy-seq'`, as 排列3 publishes them).
 * - `weekly`: one draw at `time` on each of `weekdays` (0 = Sunday); periods as `daily`. With
 *   `irregular`, the operator also moves draws to other days (holidays, typhoons, special
 *   draws: 香港六合彩 has drawn on every weekday): a real draw on any day belongs to the
 *   timetable, while the draw engine simulates only `weekdays`.
 */
export type Schedule =
  | { kind: 'interval'; intervalSeconds: number; segments: Array<{ first: string; count: number }> }
  | { kind: 'daily'; time: string; periodFormat?: 'year-seq' | 'yy-seq' }
  | { kind: 'weekly'; weekdays: number[]; time: string; periodFormat?: 'year-seq' | 'yy-seq'; irregular?: boolean };

/** One slot of the timetable: its period and its draw instant (epoch ms). */
export interface ScheduledDraw {
  period: string;
  drawTime: number;
}
