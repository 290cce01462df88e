import { RULE_DETAIL_DOCS, type Family, type RuleDetail } from '@cp/shared/domain';

/** A rule-detail column of the history table. */
export interface HistoryColumn {
  key: string;
  label: string;
  /** One value per ball (string[]): shown as a row of labels. */
  perBall: boolean;
}

/** Short headers for the keys whose documentation starts with a long description. */
const SHORT: Record<string, string> = {
  hmDaXiao: '大小',
  hmDanShuang: '单双',
  hmZhiHe: '质合',
  hmWeiShuDaXiao: '尾数大小',
  hmHeShuDanShuang: '合数单双',
  hmZhongFaBai: '中发白',
  hmFangWei: '东南西北',
  longHu: '龙虎',
  shengXiao: '生肖',
  seBo: '波色',
  wuXing: '五行',
  qianSan: '前三',
  zhongSan: '中三',
  houSan: '后三',
  chiSeBo: '特码波色',
};

/** Keys the balls already show (六合彩 balls carry their zodiac and colour). */
const SHOWN_ON_BALLS: Partial<Record<Family, readonly string[]>> = { hk6: ['shengXiao', 'seBo'] };

/**
 * The history table's rule-detail columns of a family, in the documented order (rules/README.md
 * "Keys per family"): the header is the key's short name or the text before '：' in its
 * documentation (冠亚和, 总和大小, 形态 …).
 */
export function historyColumns(group: Family): HistoryColumn[] {
  const skip = SHOWN_ON_BALLS[group] ?? [];
  return (RULE_DETAIL_DOCS[group] ?? [])
    .filter((d) => !skip.includes(d.key))
    .map((d) => ({
      key: d.key,
      label: SHORT[d.key] ?? d.description.split('：')[0],
      perBall: d.type === 'string[]' || d.type === 'number[]',
    }));
}

/** A rule-detail value as text ('' when the draw lacks it). */
export function detailText(detail: RuleDetail | null | undefined, key: string): string | string[] {
  const v = detail?.[key];
  if (Array.isArray(v)) return v.map(String);
  return v === undefined || v === null ? '' : String(v);
}

/** The colour class of a two-sided label: 大/单/龙 warm, 小/双/虎 cool, 和 green. */
export function toneOf(label: string): 'hot' | 'cold' | 'tie' | '' {
  if (/^(大|单|龙|极大|大单|大双|红)$/.test(label)) return 'hot';
  if (/^(小|双|虎|极小|小单|小双|蓝)$/.test(label)) return 'cold';
  if (/^(和|绿)$/.test(label)) return 'tie';
  return '';
}
