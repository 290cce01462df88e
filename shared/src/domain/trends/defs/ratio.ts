import type { Family } from '../../types';
import type { TrendKey } from '../types';
import { buildDef, type RawValues, type TrendDef } from './def';
import { FAMILIES } from '../../families';
import { bigFlags, countFlagged, countRange, oddFlags } from './counts';
import { regularBallCount } from './keys';

// Under the CommonJS transforms the code runs on (tsx, swc) every use of an imported binding is a
// getter call; the per-draw closures below call local copies instead (about 2× faster, measured).
const flagged = countFlagged;

/** The families with 大小比 / 单双比 trends (DOMAIN.md: 快乐10分 and 快3). */
const RATIO_FAMILIES: readonly Family[] = ['kl10', 'k3'];

function ratioDef(group: Family, type: 'daxiaoRatio' | 'danshuangRatio'): TrendDef | null {
  if (!RATIO_FAMILIES.includes(group)) return null;
  const big = type === 'daxiaoRatio';
  const flags = big ? bigFlags(group) : oddFlags(group);
  const prefix = big ? 'hmDaXiaoRatio_' : 'hmDanShuangRatio_';
  const balls = regularBallCount(group);
  const [lo, hi] = countRange(group, flags);
  const keyOf = (c: number) => `${prefix}${c}to${balls - c}`;
  const candidates: TrendKey[] = [];
  for (let c = hi; c >= lo; c--) candidates.push({ key: keyOf(c), label: `${c}:${balls - c}` });
  const min = FAMILIES[group].min;
  const values: RawValues = (draws, i, out) => {
    out[0] = flagged(draws[i].balls, balls, flags, min);
  };
  const label = big ? '大小比' : '单双比';
  return buildDef(type, label, [{ key: 'ratio', label, candidates, dims: [{ lo, hi, keyOf }] }], values);
}

/**
 * 大小比 (快乐10分, 快3): how many balls are 大 against how many are 小, key
 * hmDaXiaoRatio_{大}to{小}, most 大 first. These families have no per-ball 和, so 大 + 小 = balls.
 */
export function daxiaoRatioDef(group: Family): TrendDef | null {
  return ratioDef(group, 'daxiaoRatio');
}

/** 单双比 (快乐10分, 快3): 单 against 双, key hmDanShuangRatio_{单}to{双}, most 单 first. */
export function danshuangRatioDef(group: Family): TrendDef | null {
  return ratioDef(group, 'danshuangRatio');
}
