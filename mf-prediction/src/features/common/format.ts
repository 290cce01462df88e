import type { JihuaRate } from '@cp/shared/domain';

/** 52% / 90.9% from a 0–1 rate (one decimal where it matters). */
export const percent = (rate: number) => `${(rate * 100).toFixed(1).replace(/\.0$/, '')}%`;

/** The three spans of a JihuaRates, in display order. */
export const RATE_SPANS = [
  { key: 'last30', label: '近30期' },
  { key: 'last100', label: '近100期' },
  { key: 'all', label: '全部' },
] as const;

/** A rate as words: the measured rate, pure chance and the 95 % interval; '—' before any scored period. */
export function rateParts(r: JihuaRate): { rate: string; chance: string; interval: string } {
  if (r.n === 0) return { rate: '—', chance: '—', interval: '—' };
  return { rate: percent(r.rate), chance: percent(r.chance), interval: `${percent(r.low)}–${percent(r.high)}` };
}

/** 近100期 52%（随机 50%，95%区间 42%–62%）. */
export function rateSentence(label: string, r: JihuaRate): string {
  if (r.n === 0) return `${label} 暂无记录`;
  const p = rateParts(r);
  return `${label} ${p.rate}（随机 ${p.chance}，95%区间 ${p.interval}）`;
}

/** Money in units: 4.85, 8170, −30 (no trailing zeros). */
export const money = (n: number) => {
  const text = String(Math.round(Math.abs(n) * 100) / 100);
  return n < 0 ? `−${text}` : text;
};

/** Profit with its sign: +4.85 / −30 / 0. */
export const signedMoney = (n: number) => (n > 0 ? `+${money(n)}` : money(n));

/** Beijing time of an epoch ms: 11-21 09:30. */
export function shortTime(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
