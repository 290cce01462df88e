import { FAMILIES } from '../../families';
import type { Family } from '../../types';
import { dragonIndex } from '../classify/numbers';
import { buildDef, type RawValues, type TrendDef } from './def';
import { ruleKeys } from './keys';

// Under the CommonJS transforms the code runs on (tsx, swc) every use of an imported binding is a
// getter call; the per-draw closures below call local copies instead (about 2× faster, measured).
const dragon = dragonIndex;

/**
 * The 龙虎 pairs of DOMAIN.md as ball indices: PK10 1v10, 2v9, 3v8, 4v7, 5v6 (lh1…lh5); 时时彩
 * 万 vs 个 (lh1); 快乐10分 ball 1 vs ball 8 (lh1). Other families have no 龙虎.
 */
export const LONGHU_PAIRS: Partial<Record<Family, readonly [number, number][]>> = {
  pk10: [
    [0, 9],
    [1, 8],
    [2, 7],
    [3, 6],
    [4, 5],
  ],
  ssc: [[0, 4]],
  kl10: [[0, 7]],
};

const KEYS = ['longHu_long', 'longHu_hu', 'longHu_he'] as const;

/**
 * 龙虎走势: 龙 when the earlier position's number is larger, 虎 when smaller, 和 when equal —
 * which only 时时彩 (digits repeat) can draw.
 */
export function longHuDef(group: Family): TrendDef | null {
  const pairs = LONGHU_PAIRS[group];
  if (!pairs) return null;
  const labels = FAMILIES[group].positionLabels;
  const distinct = FAMILIES[group].distinct;
  const candidates = ruleKeys([...KEYS]);
  const values: RawValues = (draws, i, out) => {
    const b = draws[i].balls;
    for (let n = 0; n < pairs.length; n++) out[n] = dragon(b[pairs[n][0]], b[pairs[n][1]]);
  };
  return buildDef(
    'longHu',
    '龙虎走势',
    pairs.map(([a, b], n) => ({
      key: `lh${n + 1}`,
      label: `${labels[a]}VS${labels[b]}`,
      candidates,
      dims: [{ lo: 0, hi: 2, keyOf: (v: number) => (v === 2 && distinct ? null : KEYS[v]) }],
    })),
    values,
  );
}
