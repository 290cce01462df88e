import { FAMILIES } from '../../families';
import type { Family } from '../../types';
import { buildDef, type Dim, type PositionDraft, type RawValues, type TrendDef } from './def';
import { bigFlags, countDistinct, countFlagged, countRange, oddFlags } from './counts';
import { ballNumKeys, countKeys, regularBallCount } from './keys';

// Under the CommonJS transforms the code runs on (tsx, swc) every use of an imported binding is a
// getter call; the per-draw closures below call local copies instead (about 2× faster, measured).
const flagged = countFlagged;
const distinct = countDistinct;

/**
 * 号码分布 (basic): position `all` hits every number drawn anywhere in the draw (a number drawn
 * twice hits once). For 六合彩 `all` is the six regular numbers and the special number is the
 * separate position `hm7` 特码. Offered for every family, 快乐8 included.
 */
export function distributionDef(group: Family): TrendDef | null {
  const f = FAMILIES[group];
  const keys = ballNumKeys(group);
  const keyOf = (v: number) => `num${v}`;
  const ballDim = (ball: number): Dim => ({ lo: f.min, hi: f.max, ball, keyOf });
  const drafts: PositionDraft[] = [
    {
      key: 'all',
      label: group === 'hk6' ? '正码' : '号码分布',
      candidates: keys,
      dims: Array.from({ length: regularBallCount(group) }, (_, j) => ballDim(j)),
    },
  ];
  if (group === 'hk6') drafts.push({ key: 'hm7', label: '特码', candidates: keys, dims: [ballDim(6)] });
  return buildDef('distribution', '号码分布', drafts);
}

/**
 * 分布总数: what the draw's numbers add up to as a whole — `distinct` 不同号码数 (how many different
 * numbers; only where numbers repeat), `daCount` 大号个数 and `danCount` 单号个数 (how many regular
 * balls are 大 / 单 by the per-ball rules; keys hmDaXiaoDaCount_count<N> and
 * hmDanShuangDanCount_count<N>, the count trends of 快乐10分 and 快3). A count fixed by the rules
 * (PK10 always draws five 大 and five 单) is dropped, so PK10 has no 分布总数.
 */
export function distributionTotalDef(group: Family): TrendDef | null {
  const f = FAMILIES[group];
  const balls = regularBallCount(group);
  const big = bigFlags(group);
  const odd = oddFlags(group);
  const drafts: PositionDraft[] = [];
  if (!f.distinct) {
    const hi = Math.min(balls, f.max - f.min + 1);
    drafts.push({
      key: 'distinct',
      label: '不同号码数',
      candidates: countKeys('', 1, hi),
      dims: [{ lo: 1, hi, keyOf: (v) => `count${v}` }],
    });
  }
  const counted = (key: string, label: string, prefix: string, flags: Int32Array): PositionDraft => {
    const [lo, hi] = countRange(group, flags);
    return {
      key,
      label,
      candidates: countKeys(prefix, lo, hi),
      dims: [{ lo, hi, keyOf: (v) => `${prefix}count${v}` }],
    };
  };
  drafts.push(counted('daCount', '大号个数', 'hmDaXiaoDaCount_', big));
  drafts.push(counted('danCount', '单号个数', 'hmDanShuangDanCount_', odd));
  const values: RawValues = f.distinct
    ? (draws, i, out) => {
        const b = draws[i].balls;
        out[0] = flagged(b, balls, big, f.min);
        out[1] = flagged(b, balls, odd, f.min);
      }
    : (draws, i, out) => {
        const b = draws[i].balls;
        out[0] = distinct(b, f.min);
        out[1] = flagged(b, balls, big, f.min);
        out[2] = flagged(b, balls, odd, f.min);
      };
  return buildDef('distributionTotal', '分布总数', drafts, values);
}
