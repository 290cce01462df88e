import type { Family } from '../types';
import type { GallerySource, GalleryType } from './wire';

/** What a generated category draws each period (papers/). */
export type PaperKind =
  'zodiacTable' | 'hk6Result' | 'hotCold' | 'hk6Predict' | 'pk10Result' | 'pk10Strip' | 'pk10Predict';

/** A category as the catalogue defines it (the server adds pinyin, latest period, thumbnail). */
export interface GalleryCategoryDef {
  id: string;
  type: GalleryType;
  name: string;
  description: string;
  source: GallerySource;
  code: string;
  lotteryName: string;
  /** The paper kind of a generated category; null for operator uploads. */
  kind: PaperKind | null;
}

const HK6_PAPERS: Array<{ suffix: string; kind: PaperKind; name: string; description: string }> = [
  {
    suffix: 'sxb',
    kind: 'zodiacTable',
    name: '特码生肖表',
    description: '当年生肖、波色、五行对应号码表（按农历年）。',
  },
  {
    suffix: 'kj',
    kind: 'hk6Result',
    name: '开奖图',
    description: '本期开奖号码及其波色、生肖、五行，总和与特码大小单双。',
  },
  {
    suffix: 'lr',
    kind: 'hotCold',
    name: '特码冷热排行',
    description: '特码近 10 / 30 / 100 期出现次数排行与当前遗漏。',
  },
  {
    suffix: 'yc',
    kind: 'hk6Predict',
    name: '预测图纸',
    description: '下期单双、大小、波色、四肖八码（按历史开奖推算，附上期对错），仅供参考。',
  },
];

const PK10_PAPERS: Array<{ suffix: string; kind: PaperKind; name: string; description: string }> = [
  { suffix: 'kj', kind: 'pk10Result', name: '开奖图', description: '本期名次号码、冠亚和与龙虎。' },
  { suffix: 'lh', kind: 'pk10Strip', name: '冠亚和龙虎走势', description: '近 20 期冠亚和、大小单双与一至五名龙虎。' },
  {
    suffix: 'yc',
    kind: 'pk10Predict',
    name: '定位预测',
    description: '下期各名次热号五码（按近 30 期推算，附上期对错），仅供参考。',
  },
];

/** Which library a family's papers go to (six-mark → 六合彩图库, PK10 → PK10图库). */
export function galleryTypeOf(group: Family): GalleryType | null {
  return group === 'hk6' ? 'liuHe' : group === 'pk10' ? 'pk10' : null;
}

/**
 * Every category: per six-mark lottery its 特码生肖表, 开奖图, 冷热排行 and 预测图纸; per PK10
 * lottery its 开奖图, 冠亚和龙虎走势 and 定位预测 (ids `<code>-<suffix>`); and one category of
 * operator uploads per library (`liuHe-upload`, `pk10-upload`) on its first lottery.
 */
export function galleryCategories(
  lotteries: ReadonlyArray<{ code: string; name: string; group: Family }>,
): GalleryCategoryDef[] {
  const list: GalleryCategoryDef[] = [];
  for (const l of lotteries) {
    const type = galleryTypeOf(l.group);
    if (!type) continue;
    for (const p of type === 'liuHe' ? HK6_PAPERS : PK10_PAPERS)
      list.push({
        id: `${l.code}-${p.suffix}`,
        type,
        name: `${l.name}${p.name}`,
        description: p.description,
        source: 'generated',
        code: l.code,
        lotteryName: l.name,
        kind: p.kind,
      });
  }
  for (const type of ['liuHe', 'pk10'] as const) {
    const first = lotteries.find((l) => galleryTypeOf(l.group) === type && (type !== 'liuHe' || l.code === 'hk6'));
    if (!first) continue;
    list.push({
      id: `${type}-upload`,
      type,
      name: type === 'liuHe' ? '六合彩精选图纸' : 'PK10精选图纸',
      description: '运营人员上传、拥有版权的图纸。',
      source: 'upload',
      code: first.code,
      lotteryName: first.name,
      kind: null,
    });
  }
  return list;
}
