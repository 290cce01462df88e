import { DAY_MS, beijingDateStart, beijingDayStart, clockSeconds, compactBeijingDate } from '../time';
import type { ScheduledDraw } from './types';

type IntervalSchedule = { intervalSeconds: number; segments: Array<{ first: string; count: number }> };

interface Segment {
  offsetMs: number;
  count: number;
  seqBase: number;
}

const compiled = new WeakMap<
  IntervalSchedule,
  { segments: Segment[]; perDay: number; width: number; stepMs: number }
>();

function compile(s: IntervalSchedule) {
  let c = compiled.get(s);
  if (!c) {
    let seqBase = 0;
    const segments = s.segments.map((seg) => {
      const out = { offsetMs: clockSeconds(seg.first) * 1000, count: seg.count, seqBase };
      seqBase += seg.count;
      return out;
    });
    c = { segments, perDay: seqBase, width: Math.max(3, String(seqBase).length), stepMs: s.intervalSeconds * 1000 };
    compiled.set(s, c);
  }
  return c;
}

function slot(s: IntervalSchedule, dayStart: number, seq: number): ScheduledDraw {
  const c = compile(s);
  const seg = c.segments.find((g) => seq > g.seqBase && seq <= g.seqBase + g.count);
  if (!seg) throw new RangeError(`sequence ${seq} outside the timetable`);
  return {
    period: `${compactBeijingDate(dayStart)}-${String(seq).padStart(c.width, '0')}`,
    drawTime: dayStart + seg.offsetMs + (seq - seg.seqBase - 1) * c.stepMs,
  };
}

/** Latest slot with drawTime ≤ now, looking back at most `lookbackDays` business days. */
export function intervalLatest(s: IntervalSchedule, now: number, lookbackDays = 8): ScheduledDraw | null {
  const c = compile(s);
  const today = beijingDayStart(now);
  for (let d = 0; d <= lookbackDays; d++) {
    const dayStart = today - d * DAY_MS;
    for (let i = c.segments.length - 1; i >= 0; i--) {
      const seg = c.segments[i];
      const start = dayStart + seg.offsetMs;
      if (now < start) continue;
      const k = Math.min(seg.count - 1, Math.floor((now - start) / c.stepMs));
      return slot(s, dayStart, seg.seqBase + k + 1);
    }
  }
  return null;
}

/** First slot with drawTime > now. */
export function intervalNext(s: IntervalSchedule, now: number): ScheduledDraw {
  const c = compile(s);
  const today = beijingDayStart(now);
  for (let d = -1; d <= 8; d++) {
    const dayStart = today + d * DAY_MS;
    for (const seg of c.segments) {
      const start = dayStart + seg.offsetMs;
      const end = start + (seg.count - 1) * c.stepMs;
      if (end <= now) continue;
      const k = now < start ? 0 : Math.floor((now - start) / c.stepMs) + 1;
      return slot(s, dayStart, seg.seqBase + k + 1);
    }
  }
  throw new RangeError('timetable has no future draw');
}

/** Every slot with from < drawTime ≤ to, oldest first. */
export function intervalBetween(s: IntervalSchedule, from: number, to: number): ScheduledDraw[] {
  const out: ScheduledDraw[] = [];
  if (to <= from) return out;
  const c = compile(s);
  // A segment can run past midnight, so start one business day early.
  for (let dayStart = beijingDayStart(from) - DAY_MS; dayStart <= to; dayStart += DAY_MS) {
    for (const seg of c.segments) {
      const start = dayStart + seg.offsetMs;
      const kFrom = Math.max(0, Math.floor((from - start) / c.stepMs) + 1);
      const kTo = Math.min(seg.count - 1, Math.floor((to - start) / c.stepMs));
      for (let k = kFrom; k <= kTo; k++) out.push(slot(s, dayStart, seg.seqBase + k + 1));
    }
  }
  return out;
}

/** The slot of a period string, or null when the period is not in this timetable's format. */
export function intervalSlotOf(s: IntervalSchedule, period: string): ScheduledDraw | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d+)$/.exec(period);
  if (!m) return null;
  const c = compile(s);
  const seq = Number(m[4]);
  if (seq < 1 || seq > c.perDay || m[4].length !== c.width) return null;
  const dayStart = beijingDateStart(Number(m[1]), Number(m[2]), Number(m[3]));
  // 2026-02-30 rolls over to March: such a day is not in any timetable.
  if (!Number.isFinite(dayStart) || compactBeijingDate(dayStart) !== `${m[1]}${m[2]}${m[3]}`) return null;
  return slot(s, dayStart, seq);
}

/** Digits of the daily sequence in this timetable's periods (at least 3). */
export function intervalPeriodWidth(s: IntervalSchedule): number {
  return compile(s).width;
}

export function intervalDrawsPerDay(s: IntervalSchedule): number {
  return compile(s).perDay;
}
