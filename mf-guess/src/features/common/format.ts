import type { GuessDto } from '@cp/shared/domain';

/** 62.5% from a 0–1 rate. */
export const percent = (rate: number) => `${(rate * 100).toFixed(1).replace(/\.0$/, '')}%`;

/** +20 / −10 / 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** 11-25 09:30 from an ISO time with +08:00 (Beijing). */
export const shortTime = (iso: string) => iso.slice(5, 16).replace('T', ' ');

/** A guess's state in words: 待开奖, 中 +20, 未中, 退还 (和) / 退还 (未开奖). */
export function statusText(g: GuessDto): string {
  if (g.status === 'open') return '待开奖';
  if (g.status === 'won') return `中 +${(g.payout ?? 0) - g.stake}`;
  if (g.status === 'lost') return '未中';
  return `退还（${g.result === '未开奖' ? '未开奖' : '和'}）`;
}
