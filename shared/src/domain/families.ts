import type { Family } from './types';

/** Shape of a family's draw: how many balls, their range and whether they repeat. */
export interface FamilySpec {
  group: Family;
  /** Chinese display name of the family. */
  label: string;
  /** Provider cpType codes that map to this family. */
  cpTypes: string[];
  ballCount: number;
  min: number;
  max: number;
  /** True when no number may appear twice in one draw. */
  distinct: boolean;
  /** Labels of the positions hm1…hmN in draw order; empty when positions carry no meaning (kl8). */
  positionLabels: string[];
}

const ordinal = (n: number, prefix: string, suffix: string): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${'一二三四五六七八九十'[i]}${suffix}`);

/**
 * The family table of DOMAIN.md. Draw rules: ssc 5 digits 0–9 with repeats; pk10 a permutation
 * of 1–10; 11x5 5 distinct of 1–11; k3 3 dice; kl10 8 distinct of 1–20; kl8 20 distinct of
 * 1–80; xy28 3 digits 0–9; hk6 7 distinct of 1–49 (special last); others 3 digits 0–9.
 */
export const FAMILIES: Record<Family, FamilySpec> = {
  ssc: {
    group: 'ssc',
    label: '时时彩',
    cpTypes: ['ssc'],
    ballCount: 5,
    min: 0,
    max: 9,
    distinct: false,
    positionLabels: ['万位', '千位', '百位', '十位', '个位'],
  },
  pk10: {
    group: 'pk10',
    label: 'PK10',
    cpTypes: ['pk10'],
    ballCount: 10,
    min: 1,
    max: 10,
    distinct: true,
    positionLabels: ['冠军', '亚军', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名'],
  },
  '11x5': {
    group: '11x5',
    label: '11选5',
    cpTypes: ['syx5'],
    ballCount: 5,
    min: 1,
    max: 11,
    distinct: true,
    positionLabels: ordinal(5, '第', '球'),
  },
  k3: {
    group: 'k3',
    label: '快3',
    cpTypes: ['k3'],
    ballCount: 3,
    min: 1,
    max: 6,
    distinct: false,
    positionLabels: ['百位', '十位', '个位'],
  },
  kl10: {
    group: 'kl10',
    label: '快乐10分',
    cpTypes: ['kl10', 'xync'],
    ballCount: 8,
    min: 1,
    max: 20,
    distinct: true,
    positionLabels: ordinal(8, '第', '球'),
  },
  kl8: {
    group: 'kl8',
    label: '快乐8',
    cpTypes: ['kl8'],
    ballCount: 20,
    min: 1,
    max: 80,
    distinct: true,
    positionLabels: [],
  },
  xy28: {
    group: 'xy28',
    label: '幸运28',
    cpTypes: ['xy28'],
    ballCount: 3,
    min: 0,
    max: 9,
    distinct: false,
    positionLabels: ['第一球', '第二球', '第三球'],
  },
  hk6: {
    group: 'hk6',
    label: '六合彩',
    cpTypes: ['sixhc'],
    ballCount: 7,
    min: 1,
    max: 49,
    distinct: true,
    positionLabels: ['正码一', '正码二', '正码三', '正码四', '正码五', '正码六', '特码'],
  },
  others: {
    group: 'others',
    label: '其他',
    cpTypes: ['normal'],
    ballCount: 3,
    min: 0,
    max: 9,
    distinct: false,
    positionLabels: ['百位', '十位', '个位'],
  },
};

/** All families in menu order. */
export const FAMILY_ORDER: Family[] = ['pk10', 'ssc', '11x5', 'k3', 'kl10', 'kl8', 'xy28', 'hk6', 'others'];

/** Why a draw is not legal for its family, or null when it is. Messages are Chinese. */
export function validateBalls(group: Family, balls: unknown): string | null {
  const spec = FAMILIES[group];
  if (!Array.isArray(balls)) return '开奖号码必须是数组';
  if (balls.length !== spec.ballCount) return `开奖号码应为 ${spec.ballCount} 个，实际 ${balls.length} 个`;
  for (const b of balls) {
    if (typeof b !== 'number' || !Number.isInteger(b)) return `开奖号码必须是整数：${String(b)}`;
    if (b < spec.min || b > spec.max) return `号码 ${b} 超出范围 ${spec.min}–${spec.max}`;
  }
  if (spec.distinct && new Set(balls).size !== balls.length) return '开奖号码不能重复';
  return null;
}
