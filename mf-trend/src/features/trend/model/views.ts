import { trendTypesFor, type Family, type TrendTypeId, type TrendTypeSpec } from '@cp/shared/domain';

/** One trend type shown by a tab, optionally only some of its positions. */
export interface ViewSource {
  type: TrendTypeId;
  positions?: readonly string[];
  /** Header of the source's blocks when the position's own name would repeat (定位). */
  label?: string;
}

/** A sub-tab of a view: one table made of one or more sources. */
export interface ViewTab {
  id: string;
  label: string;
  sources: readonly ViewSource[];
}

/** A desktop view (定位, 基本, 大小 …) with its tabs. */
export interface TrendView {
  id: string;
  label: string;
  tabs: readonly ViewTab[];
}

/** The views in menu order and the trend types each offers as tabs (when the family has them). */
const VIEW_TYPES: readonly { id: string; label: string; types: readonly TrendTypeId[] }[] = [
  { id: 'basic', label: '基本', types: ['basic', 'lingyierlu', 'jhihHe', 'shengPingJiang'] },
  { id: 'daxiao', label: '大小', types: ['daxiao', 'daxiaoRatio'] },
  { id: 'danshuang', label: '单双', types: ['danshuang', 'danshuangRatio'] },
  { id: 'guanYaHe', label: '冠亚和', types: ['guanYaHe'] },
  { id: 'distribution', label: '号码分布', types: ['distribution', 'distributionTotal'] },
  { id: 'sum', label: '和值', types: ['sum', 'sumShape'] },
  { id: 'longHu', label: '龙虎', types: ['longHu'] },
  { id: 'shape', label: '形态', types: ['distributionShape'] },
];

/** What the 定位 view shows beside a position's numbers: that position in these types, so headed. */
const FIXED_POSITION_TYPES: readonly (readonly [TrendTypeId, string])[] = [
  ['basic', '号码'],
  ['daxiao', '大小'],
  ['danshuang', '单双'],
  ['jhihHe', '质合'],
  ['lingyierlu', '012路'],
  ['shengPingJiang', '升平降'],
];

export const DEFAULT_VIEW = 'basic';

function fixedPositionView(specs: Map<string, TrendTypeSpec>): TrendView | null {
  const basic = specs.get('basic');
  if (!basic || basic.positions.length < 2) return null;
  const tabs = basic.positions.map((p) => ({
    id: p.key,
    label: p.label,
    sources: FIXED_POSITION_TYPES.filter(([t]) => specs.get(t)?.positions.some((q) => q.key === p.key)).map(
      ([type, label]) => ({ type, positions: [p.key], label }),
    ),
  }));
  return { id: 'dingwei', label: '定位', tabs };
}

/**
 * The views a family offers, generated from the domain's trend types (trendTypesFor): 定位
 * (one position: its numbers with its 大小, 单双, 质合, 012路 and 升平降), 基本 (every position;
 * with 012路, 质合, 升平降 as tabs), 大小 and 单双 (with the 大小比 / 单双比 of 快3 and 快乐10分),
 * 冠亚和, 号码分布 (with 分布总数), 和值 (with its 形态), 龙虎 and 形态. A view whose types the
 * family lacks is left out; an unknown family has none.
 */
export function viewsFor(group: Family): TrendView[] {
  const specs = new Map(trendTypesFor(group).map((s) => [s.type, s]));
  const views: TrendView[] = [];
  const fixed = fixedPositionView(specs);
  if (fixed) views.push(fixed);
  for (const v of VIEW_TYPES) {
    const tabs = v.types.flatMap((type) => {
      const spec = specs.get(type);
      return spec ? [{ id: type, label: spec.label, sources: [{ type }] }] : [];
    });
    if (tabs.length) views.push({ id: v.id, label: v.label, tabs });
  }
  return views;
}

/** The trend types a tab needs, without repeats. */
export function typesOf(tab: ViewTab): TrendTypeId[] {
  return [...new Set(tab.sources.map((s) => s.type))];
}

/** Every trend type any view of the family shows (what the background prefetch loads). */
export function allTypesOf(views: readonly TrendView[]): TrendTypeId[] {
  return [...new Set(views.flatMap((v) => v.tabs.flatMap(typesOf)))];
}
