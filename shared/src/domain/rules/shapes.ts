/**
 * 形态 (shape) of a group of numbers. The keys follow the specification's rule keys
 * (`puke_baoZih/dueiZih/shunZih/banShun/zaLiou`, `zuSyuan_zuSan/zuLiou/baoZih`) so the trend
 * tables and the rule detail classify a draw the same way.
 */

/** ssc 前三/中三/后三 shape key. */
export type PukeShape = 'baoZih' | 'shunZih' | 'dueiZih' | 'banShun' | 'zaLiou';

/** Chinese labels of the ssc shapes. */
export const PUKE_LABELS: Record<PukeShape, string> = {
  baoZih: '豹子',
  shunZih: '顺子',
  dueiZih: '对子',
  banShun: '半顺',
  zaLiou: '杂六',
};

/** Two digits are adjacent on the 0–9 ring (so 9 and 0 touch). */
const ringAdjacent = (a: number, b: number): boolean => (a - b + 10) % 10 === 1 || (b - a + 10) % 10 === 1;

/** Three distinct digits form x, x+1, x+2 on the 0–9 ring for some x (8-9-0 and 9-0-1 included). */
function isRingRun(a: number, b: number, c: number): boolean {
  const set = new Set([a, b, c]);
  for (const start of set) {
    if (set.has((start + 1) % 10) && set.has((start + 2) % 10)) return true;
  }
  return false;
}

/**
 * ssc shape of three digits 0–9, checked in this order: 豹子 (all equal); 顺子 (three
 * consecutive digits in any order, wrapping round the ring, so 8-9-0 and 9-0-1 count);
 * 对子 (exactly a pair); 半顺 (two of them adjacent on the ring, 9 and 0 included, and not
 * 顺子 or 对子); 杂六 (the rest).
 */
export function pukeShape(a: number, b: number, c: number): PukeShape {
  if (a === b && b === c) return 'baoZih';
  if (a === b || b === c || a === c) return 'dueiZih';
  if (isRingRun(a, b, c)) return 'shunZih';
  if (ringAdjacent(a, b) || ringAdjacent(b, c) || ringAdjacent(a, c)) return 'banShun';
  return 'zaLiou';
}

/** 组选 shape of three digits (福彩3D, 排列3, 上海时时乐). */
export type ZuXuanShape = 'baoZih' | 'zuSan' | 'zuLiou';

/** Chinese labels of the 组选 shapes. */
export const ZU_XUAN_LABELS: Record<ZuXuanShape, string> = { baoZih: '豹子', zuSan: '组三', zuLiou: '组六' };

/** 组选 shape: 豹子 when all three are equal, 组三 when exactly two are, 组六 when all differ. */
export function zuXuanShape(a: number, b: number, c: number): ZuXuanShape {
  const distinct = new Set([a, b, c]).size;
  if (distinct === 1) return 'baoZih';
  return distinct === 2 ? 'zuSan' : 'zuLiou';
}

/** 快3 shape of three dice. */
export type K3Shape = 'sanTongHao' | 'sanLianHao' | 'erTongHao' | 'sanBuTong';

/** Chinese labels of the 快3 shapes. */
export const K3_SHAPE_LABELS: Record<K3Shape, string> = {
  sanTongHao: '三同号',
  sanLianHao: '三连号',
  erTongHao: '二同号',
  sanBuTong: '三不同',
};

/**
 * 快3 shape of three dice 1–6: 三同号 (all equal); 三连号 (three consecutive faces, 1-2-3 to
 * 4-5-6, no wrap); 二同号 (exactly a pair); 三不同 (three different faces that are not a run).
 * A run is also "three different", but the more specific 三连号 is reported.
 */
export function k3Shape(a: number, b: number, c: number): K3Shape {
  const distinct = new Set([a, b, c]).size;
  if (distinct === 1) return 'sanTongHao';
  if (distinct === 2) return 'erTongHao';
  const min = Math.min(a, b, c);
  return Math.max(a, b, c) - min === 2 ? 'sanLianHao' : 'sanBuTong';
}

/** 跨度: the largest minus the smallest number. */
export function spanOf(balls: readonly number[]): number {
  return Math.max(...balls) - Math.min(...balls);
}
