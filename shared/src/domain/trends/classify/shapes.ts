/** Digits a and b are neighbours on the 0–9 circle (9 and 0 are neighbours). */
const adjacent = (a: number, b: number): boolean => {
  const d = Math.abs(a - b);
  return d === 1 || d === 9;
};

/** Order of the 时时彩 形态 keys: 豹子, 顺子, 对子, 半顺, 杂六. */
export const PUKE_ORDER = ['puke_baoZih', 'puke_shunZih', 'puke_dueiZih', 'puke_banShun', 'puke_zaLiou'] as const;

/**
 * 时时彩 前三/中三/后三 形态 of three digits, first match wins (DOMAIN.md): 0 豹子 (all equal);
 * 1 顺子 (three consecutive digits in any order, 8-9-0 and 9-0-1 wrapping); 2 对子 (exactly a
 * pair); 3 半顺 (two of them consecutive, the 9–0 wrap included); 4 杂六 (the rest).
 */
export function pukeShape(a: number, b: number, c: number): 0 | 1 | 2 | 3 | 4 {
  if (a === b && b === c) return 0;
  if (a === b || b === c || a === c) return 2;
  const ab = adjacent(a, b);
  const bc = adjacent(b, c);
  const ac = adjacent(a, c);
  // Three distinct digits are a run iff two of the three pairs are neighbours.
  const pairs = (ab ? 1 : 0) + (bc ? 1 : 0) + (ac ? 1 : 0);
  if (pairs >= 2) return 1;
  return pairs === 1 ? 3 : 4;
}

/** Order of the 快3 形态 keys: 三同号, 二同号, 三不同 (三连号 is a separate, extra slot). */
export const K3_SHAPE_ORDER = ['puke_baoZih', 'puke_dueiZih', 'puke_sanBuTong'] as const;

/** 快3 形态 of three dice: 0 三同号 (all equal), 1 二同号 (a pair), 2 三不同 (all different). */
export function k3Shape(a: number, b: number, c: number): 0 | 1 | 2 {
  if (a === b && b === c) return 0;
  return a === b || b === c || a === c ? 1 : 2;
}

/** 快3 三连号: three different dice forming a run (123, 234, 345, 456; no wrap on dice). */
export function isK3Straight(a: number, b: number, c: number): boolean {
  const lo = Math.min(a, b, c);
  const hi = Math.max(a, b, c);
  return hi - lo === 2 && k3Shape(a, b, c) === 2;
}

/** Order of the 3-digit 组选 形态 keys: 豹子, 组三, 组六. */
export const ZUSYUAN_ORDER = ['zuSyuan_baoZih', 'zuSyuan_zuSan', 'zuSyuan_zuLiou'] as const;

/** 组选 形态 of three digits (福彩3D, 排列3, 时时乐, 幸运28): 0 豹子, 1 组三 (a pair), 2 组六. */
export function zuSyuanShape(a: number, b: number, c: number): 0 | 1 | 2 {
  if (a === b && b === c) return 0;
  return a === b || b === c || a === c ? 1 : 2;
}

/**
 * 快乐8 盘面 from how many of the `total` numbers fall on one side (1–40 for 上/下盘, odd for
 * 奇/偶盘): 0 when more than half (上盘 / 奇盘), 1 at exactly half (中盘 / 和盘), 2 when fewer.
 */
export function panIndex(side: number, total: number): 0 | 1 | 2 {
  const twice = side * 2;
  return twice > total ? 0 : twice === total ? 1 : 2;
}
