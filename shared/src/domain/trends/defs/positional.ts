import { FAMILIES } from '../../families';
import { ballParity, ballSize } from '../../rules/constants';
import type { Family } from '../../types';
import { isJhih, remainder3 } from '../classify/numbers';
import type { TrendKey, TrendTypeId } from '../types';
import { buildDef, type TrendDef } from './def';
import { ballNumKeys, ballPositions, ruleKeys } from './keys';

/** A per-position trend: each ball hits exactly one key of its own position. */
function perBall(
  group: Family,
  type: TrendTypeId,
  label: string,
  candidates: readonly TrendKey[],
  keyOf: (ball: number, position: number) => string,
): TrendDef | null {
  const f = FAMILIES[group];
  return buildDef(
    type,
    label,
    ballPositions(group).map((p) => ({
      key: p.key,
      label: p.label,
      candidates,
      dims: [{ lo: f.min, hi: f.max, ball: p.index, keyOf: (v: number) => keyOf(v, p.index) }],
    })),
  );
}

/** 基本走势: the number drawn at each position; keys num<min>…num<max>. Not for 快乐8. */
export function basicDef(group: Family): TrendDef | null {
  return perBall(group, 'basic', '基本走势', ballNumKeys(group), (v) => `num${v}`);
}

/** 012路走势: the remainder of each position's number divided by 3 (lingyierlu_num0/1/2). */
export function lingyierluDef(group: Family): TrendDef | null {
  const keys = ruleKeys(['lingyierlu_num0', 'lingyierlu_num1', 'lingyierlu_num2']);
  return perBall(group, 'lingyierlu', '012路走势', keys, (v) => `lingyierlu_num${remainder3(v)}`);
}

/**
 * 大小走势 per position with the family's `ballSize` threshold (rules/constants); 和 appears
 * only where the family has one per ball (11选5's 11, 六合彩's 特码 49).
 */
export function daxiaoDef(group: Family): TrendDef | null {
  const keys = ruleKeys(['daxiao_da', 'daxiao_xiao', 'daxiao_he']);
  return perBall(group, 'daxiao', '大小走势', keys, (v, p) => `daxiao_${ballSize(group, v, p)}`);
}

/** 单双走势 per position with the family's `ballParity` (11选5's 11 and 特码 49 are 和). */
export function danshuangDef(group: Family): TrendDef | null {
  const keys = ruleKeys(['danshuang_dan', 'danshuang_shuang', 'danshuang_he']);
  return perBall(group, 'danshuang', '单双走势', keys, (v, p) => `danshuang_${ballParity(group, v, p)}`);
}

/** 质合走势 per position: 1 and the primes are 质, everything else (0 included) is 合. */
export function jhihHeDef(group: Family): TrendDef | null {
  const keys = ruleKeys(['jhihHe_jhih', 'jhihHe_he']);
  return perBall(group, 'jhihHe', '质合走势', keys, (v) => (isJhih(v) ? 'jhihHe_jhih' : 'jhihHe_he'));
}
