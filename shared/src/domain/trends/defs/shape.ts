import type { Family } from '../../types';
import {
  isK3Straight,
  k3Shape,
  K3_SHAPE_ORDER,
  panIndex,
  pukeShape,
  PUKE_ORDER,
  zuSyuanShape,
  ZUSYUAN_ORDER,
} from '../classify/shapes';
import { buildDef, type RawValues, type TrendDef } from './def';
import { ruleKeys } from './keys';

// Under the CommonJS transforms the code runs on (tsx, swc) every use of an imported binding is a
// getter call; the per-draw closures below call local copies instead (about 2× faster, measured).
const puke = pukeShape;
const k3 = k3Shape;
const k3Straight = isK3Straight;
const zuSyuan = zuSyuanShape;
const pan = panIndex;

/** 时时彩: 前三 / 中三 / 后三, each with the five puke_* 形态. */
function sscShape(): TrendDef | null {
  const candidates = ruleKeys(PUKE_ORDER);
  const dims = [{ lo: 0, hi: 4, keyOf: (v: number) => PUKE_ORDER[v] }];
  const values: RawValues = (draws, i, out) => {
    const b = draws[i].balls;
    for (let at = 0; at < 3; at++) out[at] = puke(b[at], b[at + 1], b[at + 2]);
  };
  return buildDef(
    'distributionShape',
    '形态走势',
    [
      { key: 'q3', label: '前三', candidates, dims },
      { key: 'z3', label: '中三', candidates, dims },
      { key: 'h3', label: '后三', candidates, dims },
    ],
    values,
  );
}

/** 快3: 三同号 / 二同号 / 三不同, and 三连号 as a second slot. */
function k3ShapeDef(): TrendDef | null {
  const labels = { puke_baoZih: '三同号', puke_dueiZih: '二同号', puke_sanBuTong: '三不同', puke_shunZih: '三连号' };
  const values: RawValues = (draws, i, out) => {
    const b = draws[i].balls;
    out[0] = k3(b[0], b[1], b[2]);
    out[1] = k3Straight(b[0], b[1], b[2]) ? 0 : -1;
  };
  const candidates = ruleKeys([...K3_SHAPE_ORDER, 'puke_shunZih'], labels);
  const dims = [
    { lo: 0, hi: 2, keyOf: (v: number) => K3_SHAPE_ORDER[v] },
    { lo: 0, hi: 0, keyOf: () => 'puke_shunZih' },
  ];
  return buildDef('distributionShape', '形态走势', [{ key: 'shape', label: '形态', candidates, dims }], values);
}

/** 3-digit games: 组选 豹子 / 组三 / 组六. */
function zuSyuanShapeDef(): TrendDef | null {
  const values: RawValues = (draws, i, out) => {
    const b = draws[i].balls;
    out[0] = zuSyuan(b[0], b[1], b[2]);
  };
  const dims = [{ lo: 0, hi: 2, keyOf: (v: number) => ZUSYUAN_ORDER[v] }];
  return buildDef(
    'distributionShape',
    '形态走势',
    [{ key: 'shape', label: '形态', candidates: ruleKeys(ZUSYUAN_ORDER), dims }],
    values,
  );
}

/** 快乐8: 上/中/下盘 (numbers 1–40 against 41–80) and 奇/和/偶盘 (odd against even). */
function kl8ShapeDef(): TrendDef | null {
  const upper = ['shangXiaPan_shang', 'shangXiaPan_zhong', 'shangXiaPan_xia'];
  const odd = ['jiOuPan_ji', 'jiOuPan_he', 'jiOuPan_ou'];
  const values: RawValues = (draws, i, out) => {
    const b = draws[i].balls;
    let low = 0;
    let odds = 0;
    for (let j = 0; j < b.length; j++) {
      if (b[j] <= 40) low++;
      odds += b[j] & 1;
    }
    out[0] = pan(low, b.length);
    out[1] = pan(odds, b.length);
  };
  const dims = [
    { lo: 0, hi: 2, keyOf: (v: number) => upper[v] },
    { lo: 0, hi: 2, keyOf: (v: number) => odd[v] },
  ];
  return buildDef(
    'distributionShape',
    '形态走势',
    [{ key: 'pan', label: '盘面', candidates: ruleKeys([...upper, ...odd]), dims }],
    values,
  );
}

const SHAPES: Partial<Record<Family, () => TrendDef | null>> = {
  ssc: sscShape,
  k3: k3ShapeDef,
  others: zuSyuanShapeDef,
  xy28: zuSyuanShapeDef,
  kl8: kl8ShapeDef,
};

/**
 * 形态走势 (number distribution shape): 时时彩 前三/中三/后三 with the puke_* 形态 (豹子, 顺子, 对子,
 * 半顺, 杂六); 快3 三同号 / 二同号 / 三不同, plus 三连号 as a second hit of a 三不同 run; the 3-digit
 * games (其他, 幸运28) 组选 豹子 / 组三 / 组六; 快乐8 上/中/下盘 and 奇/和/偶盘. Others have none.
 */
export function distributionShapeDef(group: Family): TrendDef | null {
  return SHAPES[group]?.() ?? null;
}
