import { sideLabel, sumOf, sumParityLabel } from '../labels';
import { sumSize } from '../constants';
import type { RuleDetailDoc } from '../types';
import { DA_XIAO_HE, DAN_SHUANG } from '../types';

/** Rule detail of a 快乐8 draw (twenty distinct numbers of 1–80, no fixed positions). */
export type Kl8RuleDetail = {
  zongHe: number;
  zongHeDaXiao: string;
  zongHeDanShuang: string;
  shangXiaPan: string;
  jiOuPan: string;
  zongHeWuXing: string;
};

/** 五行 of the 快乐8 sum: 金 210–695, 木 696–763, 水 764–855, 火 856–923, 土 924–1410. */
export function kl8SumElement(sum: number): '金' | '木' | '水' | '火' | '土' {
  if (sum <= 695) return '金';
  if (sum <= 763) return '木';
  if (sum <= 855) return '水';
  return sum <= 923 ? '火' : '土';
}

/** Compares a count out of twenty with ten: more is the first label, ten the second, fewer the third. */
const splitOfTwenty = (count: number, labels: readonly [string, string, string]): string =>
  count > 10 ? labels[0] : count === 10 ? labels[1] : labels[2];

/**
 * 快乐8 rules: 总和 (210–1410) > 810 大, < 810 小, = 810 和; 单/双 by parity. 上/中/下盘: more
 * of the twenty numbers in 1–40 than in 41–80 is 上盘, 10:10 中盘, fewer 下盘. 奇/和/偶盘 likewise
 * by odd numbers. 五行 of the sum: see kl8SumElement.
 */
export function kl8RuleDetail(balls: readonly number[]): Kl8RuleDetail {
  const zongHe = sumOf(balls);
  const upper = balls.filter((b) => b <= 40).length;
  const odd = balls.filter((b) => b % 2 === 1).length;
  return {
    zongHe,
    zongHeDaXiao: sideLabel(sumSize('kl8', zongHe)),
    zongHeDanShuang: sumParityLabel(zongHe),
    shangXiaPan: splitOfTwenty(upper, ['上盘', '中盘', '下盘']),
    jiOuPan: splitOfTwenty(odd, ['奇盘', '和盘', '偶盘']),
    zongHeWuXing: kl8SumElement(zongHe),
  };
}

/** Keys of the 快乐8 rule detail (RULE_DETAIL_DOCS.kl8). */
export const KL8_RULE_DOCS: RuleDetailDoc[] = [
  { key: 'zongHe', type: 'number', description: '总和：二十个号码之和，210–1410' },
  {
    key: 'zongHeDaXiao',
    type: 'string',
    description: '总和大小：大于 810 为大，小于 810 为小，等于 810 为和',
    values: DA_XIAO_HE,
  },
  { key: 'zongHeDanShuang', type: 'string', description: '总和单双', values: DAN_SHUANG },
  {
    key: 'shangXiaPan',
    type: 'string',
    description: '上中下盘：01–40 的号码多于 41–80 为上盘，各 10 个为中盘，少于为下盘',
    values: ['上盘', '中盘', '下盘'],
  },
  {
    key: 'jiOuPan',
    type: 'string',
    description: '奇和偶盘：单号多于双号为奇盘，各 10 个为和盘，少于为偶盘',
    values: ['奇盘', '和盘', '偶盘'],
  },
  {
    key: 'zongHeWuXing',
    type: 'string',
    description: '总和五行：金 210–695，木 696–763，水 764–855，火 856–923，土 924–1410',
    values: ['金', '木', '水', '火', '土'],
  },
];
