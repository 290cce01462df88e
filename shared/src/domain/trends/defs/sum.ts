import { ruleSum, SUM_RULES, sumSize } from '../../rules/constants';
import type { Family } from '../../types';
import { bucketOf, HK6_SUM_BUCKETS, KL8_SUM_BUCKETS, type SumBucket } from '../classify/sumBuckets';
import type { TrendKey } from '../types';
import { buildDef, type Dim, type PositionDraft, type RawValues, type TrendDef } from './def';
import { numKeys, ruleKeys } from './keys';

// Under the CommonJS transforms the code runs on (tsx, swc) every use of an imported binding is a
// getter call; the per-draw closures below call local copies instead (about 2× faster, measured).
const sumOfBalls = ruleSum;

const BUCKETED: Partial<Record<Family, readonly SumBucket[]>> = { kl8: KL8_SUM_BUCKETS, hk6: HK6_SUM_BUCKETS };
const SIDE_KEYS = ['daxiao_da', 'daxiao_xiao', 'daxiao_he', 'danshuang_dan', 'danshuang_shuang'];

/** Writes the family's rule sum (`ruleSum`) into every slot. */
function sumValues(group: Family, slots: number): RawValues {
  return (draws, i, out) => {
    const s = sumOfBalls(group, draws[i].balls);
    for (let k = 0; k < slots; k++) out[k] = s;
  };
}

/** The column label of a family's sum: 和值 for dice and 3-digit games, 总和 elsewhere. */
function sumLabel(group: Family): string {
  return group === 'k3' || group === 'xy28' || group === 'others' ? '和值' : '总和';
}

/** The two-sided slots of a sum: 大/小/和 by `sumSize`, 单/双 by parity. */
function sideDims(group: Family): Dim[] {
  const { min: lo, max: hi } = SUM_RULES[group];
  return [
    { lo, hi, keyOf: (s) => `daxiao_${sumSize(group, s)}` },
    { lo, hi, keyOf: (s) => (s % 2 === 1 ? 'danshuang_dan' : 'danshuang_shuang') },
  ];
}

/**
 * 和值走势 (sum basic): position `sum`, one key per possible sum num<min>…num<max> (the ranges of
 * SUM_RULES). 快乐8 (210–1410) and 六合彩 (28–322) use range keys sum_<lo>to<hi> instead (see
 * classify/sumBuckets). PK10's sum of all ten is always 55: its sum trend is 冠亚和.
 */
export function sumDef(group: Family): TrendDef | null {
  if (group === 'pk10') return null;
  const { min, max } = SUM_RULES[group];
  const buckets = BUCKETED[group];
  const candidates: TrendKey[] = buckets
    ? buckets.map((b) => ({ key: b.key, label: b.label }))
    : numKeys(min, max, false);
  const keyOf = buckets ? (s: number) => bucketOf(buckets, s)?.key ?? null : (s: number) => `num${s}`;
  const draft: PositionDraft = { key: 'sum', label: sumLabel(group), candidates, dims: [{ lo: min, hi: max, keyOf }] };
  return buildDef('sum', '和值走势', [draft], sumValues(group, 1));
}

/**
 * 和值形态 (sum shape): position `sum` with 大/小[/和] by the family's `sumSize` (和 only where a
 * sum can be neither: 11选5 30, 快3 3 and 18, 快乐10分 84, 快乐8 810) and 单/双 by parity; 快乐10分
 * adds 尾大/尾小 of the sum's last digit (5–9 大), keys mantissa_daxiao_da / _xiao.
 */
export function sumShapeDef(group: Family): TrendDef | null {
  if (group === 'pk10') return null;
  const dims = sideDims(group);
  const keys = [...SIDE_KEYS];
  if (group === 'kl10') {
    const { min, max } = SUM_RULES.kl10;
    dims.push({ lo: min, hi: max, keyOf: (s) => (s % 10 >= 5 ? 'mantissa_daxiao_da' : 'mantissa_daxiao_xiao') });
    keys.push('mantissa_daxiao_da', 'mantissa_daxiao_xiao');
  }
  const draft: PositionDraft = { key: 'sum', label: sumLabel(group), candidates: ruleKeys(keys), dims };
  return buildDef('sumShape', `${sumLabel(group)}形态`, [draft], sumValues(group, dims.length));
}

/**
 * 冠亚和走势 (PK10 only): position `gyh` = 冠军 + 亚军 (3–19, keys num3…num19) and position
 * `gyhShape` with 大 (> 11) / 小 (< 11) / 和 (= 11) by SUM_RULES.pk10 and 单/双 by parity.
 */
export function guanYaHeDef(group: Family): TrendDef | null {
  if (group !== 'pk10') return null;
  const { min, max } = SUM_RULES.pk10;
  return buildDef(
    'guanYaHe',
    '冠亚和走势',
    [
      {
        key: 'gyh',
        label: '冠亚和',
        candidates: numKeys(min, max, false),
        dims: [{ lo: min, hi: max, keyOf: (s) => `num${s}` }],
      },
      { key: 'gyhShape', label: '冠亚和形态', candidates: ruleKeys(SIDE_KEYS), dims: sideDims(group) },
    ],
    sumValues(group, 3),
  );
}
