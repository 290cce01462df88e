import { FAMILIES } from '../../families';
import type { Family } from '../../types';
import type { TrendKey } from '../types';

/** Chinese labels of the rule keys used as trend columns (specification section 3). */
export const RULE_LABELS: Readonly<Record<string, string>> = {
  daxiao_da: '大',
  daxiao_xiao: '小',
  daxiao_he: '和',
  danshuang_dan: '单',
  danshuang_shuang: '双',
  danshuang_he: '和',
  jhihHe_jhih: '质',
  jhihHe_he: '合',
  lingyierlu_num0: '0路',
  lingyierlu_num1: '1路',
  lingyierlu_num2: '2路',
  shengPingJiang_sheng: '升',
  shengPingJiang_ping: '平',
  shengPingJiang_jiang: '降',
  longHu_long: '龙',
  longHu_hu: '虎',
  longHu_he: '和',
  puke_baoZih: '豹子',
  puke_shunZih: '顺子',
  puke_dueiZih: '对子',
  puke_banShun: '半顺',
  puke_zaLiou: '杂六',
  puke_sanBuTong: '三不同',
  zuSyuan_baoZih: '豹子',
  zuSyuan_zuSan: '组三',
  zuSyuan_zuLiou: '组六',
  mantissa_daxiao_da: '尾大',
  mantissa_daxiao_xiao: '尾小',
  shangXiaPan_shang: '上盘',
  shangXiaPan_zhong: '中盘',
  shangXiaPan_xia: '下盘',
  jiOuPan_ji: '奇盘',
  jiOuPan_he: '和盘',
  jiOuPan_ou: '偶盘',
};

/** Trend keys for rule keys, labelled from RULE_LABELS unless `labels` overrides. */
export function ruleKeys(keys: readonly string[], labels: Readonly<Record<string, string>> = {}): TrendKey[] {
  return keys.map((key) => ({ key, label: labels[key] ?? RULE_LABELS[key] ?? key }));
}

/**
 * Number keys `num<lo>`…`num<hi>`. Labels are the numbers as the balls show them: two digits
 * ('01'…'49') for families whose balls go past 9, plain otherwise ('0'…'9', dice '1'…'6').
 */
export function numKeys(lo: number, hi: number, twoDigits: boolean): TrendKey[] {
  const out: TrendKey[] = [];
  for (let n = lo; n <= hi; n++)
    out.push({ key: `num${n}`, label: twoDigits ? String(n).padStart(2, '0') : String(n) });
  return out;
}

/** Number keys of a family's balls. */
export function ballNumKeys(group: Family): TrendKey[] {
  const f = FAMILIES[group];
  return numKeys(f.min, f.max, f.max >= 10);
}

/** Count keys `<prefix>count<lo>`…`<prefix>count<hi>` labelled with the count. */
export function countKeys(prefix: string, lo: number, hi: number): TrendKey[] {
  const out: TrendKey[] = [];
  for (let n = lo; n <= hi; n++) out.push({ key: `${prefix}count${n}`, label: String(n) });
  return out;
}

/** A family's ball positions hm1…hmN with their Chinese labels (none for 快乐8). */
export function ballPositions(group: Family): { key: string; label: string; index: number }[] {
  return FAMILIES[group].positionLabels.map((label, index) => ({ key: `hm${index + 1}`, label, index }));
}

/** How many balls of a draw are "regular": all of them, but the first six for 六合彩 (特码 apart). */
export function regularBallCount(group: Family): number {
  return group === 'hk6' ? 6 : FAMILIES[group].ballCount;
}
