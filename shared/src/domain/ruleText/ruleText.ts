import { FAMILIES } from '../families';
import type { Family } from '../types';
import { DISCLAIMER_SECTION, TIE_AND_STREAK_SECTION } from './common';
import { hk6Sections } from './families/hk6';
import { k3Sections } from './families/k3';
import { kl10Sections } from './families/kl10';
import { kl8Sections } from './families/kl8';
import { othersSections } from './families/others';
import { pk10Sections } from './families/pk10';
import { sscSections } from './families/ssc';
import { syx5Sections } from './families/11x5';
import { xy28Sections } from './families/xy28';
import type { RuleSection, RuleText, RuleTextOptions } from './types';

const FAMILY_TITLES: Record<Family, string> = {
  pk10: 'PK10',
  ssc: '时时彩',
  '11x5': '11选5',
  k3: '快3',
  kl10: FAMILIES.kl10.label,
  kl8: '快乐8',
  xy28: '幸运28',
  hk6: '六合彩',
  others: '3D / 排列3 / 时时乐',
};

function familySections(group: Family, nowMs: number | undefined): RuleSection[] {
  switch (group) {
    case 'pk10':
      return pk10Sections();
    case 'ssc':
      return sscSections();
    case '11x5':
      return syx5Sections();
    case 'k3':
      return k3Sections();
    case 'kl10':
      return kl10Sections();
    case 'kl8':
      return kl8Sections();
    case 'xy28':
      return xy28Sections();
    case 'hk6':
      return hk6Sections(nowMs);
    case 'others':
      return othersSections();
  }
}

/**
 * The 玩法规则 of a family in Simplified Chinese, as served by GET /v1/apis/ruleDetails/{code}:
 * how the draw works, the two-sided rules with this site's exact boundaries and choices
 * (11选5's 11 and 快3's 111/666 are 和), 龙虎, 形态, for six-mark 生肖/波色/五行, then how 和 and
 * 长龙 work, closing with the statement that the content is for reference only and involves
 * no cash transactions. `options.name` puts the lottery's name in the title; `options.nowMs`
 * adds this lunar year's six-mark tables.
 */
export function ruleText(group: Family, options: RuleTextOptions = {}): RuleText {
  return {
    title: `${options.name ?? FAMILY_TITLES[group]}玩法规则`,
    sections: [...familySections(group, options.nowMs), TIE_AND_STREAK_SECTION, DISCLAIMER_SECTION],
  };
}
