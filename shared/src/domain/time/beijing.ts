/**
 * Beijing time (UTC+8, no daylight saving) helpers. Every lottery runs on Beijing time
 * whatever the server's or browser's zone, so all arithmetic here is on epoch milliseconds
 * shifted by a fixed offset, never on the local zone.
 */
export const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 86400 * 1000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Calendar parts of an instant as seen in Beijing. `weekday` 0 = Sunday. */
export interface BeijingParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

export function beijingParts(ms: number): BeijingParts {
  const d = new Date(ms + BEIJING_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    weekday: d.getUTCDay(),
  };
}

/** Epoch ms of 00:00 Beijing time on the Beijing date that contains `ms`. */
export function beijingDayStart(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
}

/** Epoch ms of 00:00 Beijing time on a calendar date. */
export function beijingDateStart(year: number, month: number, day: number): number {
  // Not Date.UTC: it reads the years 0–99 as 1900–1999.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime() - BEIJING_OFFSET_MS;
}

/** ISO 8601 with the +08:00 offset, e.g. 2026-11-21T09:30:00.000+08:00. */
export function formatBeijingIso(ms: number): string {
  const p = beijingParts(ms);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(p.millisecond, 3)}+08:00`;
}

/** The Beijing date of an instant as YYYY-MM-DD. */
export function formatBeijingDate(ms: number): string {
  const p = beijingParts(ms);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The Beijing date as yyyymmdd (period prefix of date-based lotteries). */
export function compactBeijingDate(ms: number): string {
  const p = beijingParts(ms);
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}`;
}

/** Parses YYYY-MM-DD strictly; returns the epoch ms of its Beijing midnight or null. */
export function parseBeijingDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const start = beijingDateStart(year, month, day);
  const p = beijingParts(start);
  return p.year === year && p.month === month && p.day === day ? start : null;
}

/** Parses "HH:MM" or "HH:MM:SS" into seconds after midnight. */
export function clockSeconds(text: string): number {
  const [h, m, s = '0'] = text.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}
