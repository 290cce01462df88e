import { FAMILIES } from '../families';
import type { Family } from '../types';
import type { TrendDef } from './defs/def';
import { distributionDef, distributionTotalDef } from './defs/distribution';
import { longHuDef } from './defs/longHu';
import { basicDef, danshuangDef, daxiaoDef, jhihHeDef, lingyierluDef } from './defs/positional';
import { danshuangRatioDef, daxiaoRatioDef } from './defs/ratio';
import { distributionShapeDef } from './defs/shape';
import { shengPingJiangDef } from './defs/shengPingJiang';
import { guanYaHeDef, sumDef, sumShapeDef } from './defs/sum';
import { UnknownTrendTypeError } from './errors';
import type { TrendTypeId, TrendTypeSpec } from './types';

/** Every trend type in display order, with the builder that compiles it for a family (null = n/a). */
const BUILDERS: readonly [TrendTypeId, (group: Family) => TrendDef | null][] = [
  ['basic', basicDef],
  ['distribution', distributionDef],
  ['distributionTotal', distributionTotalDef],
  ['distributionShape', distributionShapeDef],
  ['lingyierlu', lingyierluDef],
  ['daxiao', daxiaoDef],
  ['danshuang', danshuangDef],
  ['jhihHe', jhihHeDef],
  ['shengPingJiang', shengPingJiangDef],
  ['guanYaHe', guanYaHeDef],
  ['sum', sumDef],
  ['sumShape', sumShapeDef],
  ['longHu', longHuDef],
  ['daxiaoRatio', daxiaoRatioDef],
  ['danshuangRatio', danshuangRatioDef],
];

/** All trend type ids, in display order. */
export const TREND_TYPE_IDS: readonly TrendTypeId[] = BUILDERS.map(([id]) => id);

const compiled = new Map<Family, Map<string, TrendDef>>();

function defsOf(group: Family): Map<string, TrendDef> | undefined {
  let defs = compiled.get(group);
  if (!defs && Object.prototype.hasOwnProperty.call(FAMILIES, group)) {
    defs = new Map();
    for (const [id, build] of BUILDERS) {
      const def = build(group);
      if (def) defs.set(id, def);
    }
    compiled.set(group, defs);
  }
  return defs;
}

/**
 * The trend types a family offers, in display order, each with its Chinese label and its
 * positions and keys (only keys a legal draw can hit). The UI renders tables from this; the
 * objects are shared, treat them as read-only.
 */
export function trendTypesFor(group: Family): TrendTypeSpec[] {
  const defs = defsOf(group);
  return defs ? [...defs.values()].map((d) => d.spec) : [];
}

/** True when `type` is a trend type id the family offers (false for an unknown family). */
export function isTrendType(group: Family | string, type: string): type is TrendTypeId {
  return defsOf(group as Family)?.has(type) ?? false;
}

/** The compiled trend type; throws UnknownTrendTypeError when the family does not offer it. */
export function trendDef(group: Family | string, type: string): TrendDef {
  const def = defsOf(group as Family)?.get(type);
  if (!def) throw new UnknownTrendTypeError(group, type);
  return def;
}
