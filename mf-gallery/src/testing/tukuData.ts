import { beijingDateStart } from '@cp/shared/domain';
import type { GalleryType, TukuCategory, TukuCategoryGroup, TukuImage } from '@cp/shared/domain';

/** Pinyin of the names below, as the server spells it (lower case, no tones, one space between syllables). */
const PINYIN: Record<string, string> = {
  香港六合彩: 'xiang gang liu he cai',
  极速六合彩: 'ji su liu he cai',
  分分六合彩: 'fen fen liu he cai',
  极速赛车: 'ji su sai che',
  幸运飞艇: 'xing yun fei ting',
  特码生肖表: 'te ma sheng xiao biao',
  开奖图: 'kai jiang tu',
  特码冷热排行: 'te ma leng re pai hang',
  预测图纸: 'yu ce tu zhi',
  冠亚和龙虎走势: 'guan ya he long hu zou shi',
  定位预测: 'ding wei yu ce',
};

/** One paper series of the fixtures: its category and how many periods it has. */
interface Series {
  category: TukuCategory;
  papers: TukuImage[];
}

const HK6_PAPERS = [
  ['sxb', '特码生肖表', '当年生肖、波色、五行对应号码表（按农历年）。'],
  ['kj', '开奖图', '本期开奖号码及其波色、生肖、五行，总和与特码大小单双。'],
  ['lr', '特码冷热排行', '特码近 10 / 30 / 100 期出现次数排行与当前遗漏。'],
  ['yc', '预测图纸', '下期单双、大小、波色、四肖八码（按历史开奖推算，附上期对错），仅供参考。'],
] as const;

const PK10_PAPERS = [
  ['kj', '开奖图', '本期名次号码、冠亚和与龙虎。'],
  ['lh', '冠亚和龙虎走势', '近 20 期冠亚和、大小单双与一至五名龙虎。'],
  ['yc', '定位预测', '下期各名次热号五码（按近 30 期推算，附上期对错），仅供参考。'],
] as const;

/** Draws of 香港六合彩 in the fixtures: Tuesday, Thursday and Saturday 21:30, periods 2026118 … 2026125. */
const HK6_DRAWS: Array<[string, number]> = [
  ['2026118', at(2026, 10, 31, 21, 30)],
  ['2026119', at(2026, 11, 3, 21, 30)],
  ['2026120', at(2026, 11, 5, 21, 30)],
  ['2026121', at(2026, 11, 7, 21, 30)],
  ['2026122', at(2026, 11, 10, 21, 30)],
  ['2026123', at(2026, 11, 12, 21, 30)],
  ['2026124', at(2026, 11, 14, 21, 30)],
  ['2026125', at(2026, 11, 17, 21, 30)],
];

/** A fast lottery's draws (every 75 s) on 2026-11-21: `count` periods up to `last`. */
function fastDraws(prefix: string, last: number, count: number, step: number): Array<[string, number]> {
  return Array.from({ length: count }, (_, i) => {
    const n = last - count + 1 + i;
    return [`${prefix}-${String(n).padStart(4, '0')}`, at(2026, 11, 21, 0, 0) + n * step * 1000];
  });
}

/** Epoch ms of a Beijing wall-clock time. */
function at(year: number, month: number, day: number, hour: number, minute: number): number {
  return beijingDateStart(year, month, day) + (hour * 60 + minute) * 60_000;
}

function series(
  type: GalleryType,
  id: string,
  name: string,
  lottery: { code: string; name: string },
  source: 'generated' | 'upload',
  description: string,
  draws: Array<[string, number]>,
  size: { width: number; height: number },
): Series {
  const pinyin =
    PINYIN[name] ??
    (() => {
      const part = Object.keys(PINYIN).find((k) => name.startsWith(k) && PINYIN[name.slice(k.length)]);
      if (part) return `${PINYIN[part]} ${PINYIN[name.slice(part.length)]}`;
      if (name.startsWith('六合彩')) return 'liu he cai jing xuan tu zhi';
      return 'pk10 jing xuan tu zhi';
    })();
  const ext = source === 'upload' ? 'webp' : 'svg';
  const papers = draws.map(([period, drawTime], i): TukuImage => {
    const file = `/tuku/${id}/${period}.${(0x3f9a1c + i * 7919).toString(16)}.${ext}`;
    return {
      id: `${id}:${period}`,
      categoryId: id,
      code: lottery.code,
      period,
      drawTime,
      createdAt: drawTime + 40_000,
      url: file,
      thumbnailURL: source === 'upload' ? file.replace('.webp', '.thumb.webp') : file,
      mediaType: source === 'upload' ? 'image/webp' : 'image/svg+xml',
      ...size,
    };
  });
  const newest = papers[papers.length - 1];
  return {
    category: {
      id,
      type,
      name,
      pinyin,
      initial: pinyin[0] >= 'a' && pinyin[0] <= 'z' ? pinyin[0].toUpperCase() : '#',
      description,
      source,
      code: lottery.code,
      lotteryName: lottery.name,
      latestPeriod: newest?.period ?? null,
      thumbnailURL: newest?.thumbnailURL ?? null,
    },
    papers,
  };
}

/**
 * The fixtures' libraries, as the server builds them: 香港六合彩 (8 weekly periods, 2026118 …
 * 2026125), 极速六合彩 and 分分六合彩 (6 fast periods each) with their four generated papers, and
 * 六合彩精选图纸 (2 uploads); 极速赛车 and 幸运飞艇 with their three, and an empty PK10精选图纸.
 */
export function fixtureSeries(): Series[] {
  const hk6 = { code: 'hk6', name: '香港六合彩' };
  const js6 = { code: 'js6', name: '极速六合彩' };
  const ff6 = { code: 'ff6', name: '分分六合彩' };
  const jspk10 = { code: 'jspk10', name: '极速赛车' };
  const xyft = { code: 'xyft', name: '幸运飞艇' };
  const six = { width: 660, height: 932 };
  const pk = { width: 800, height: 932 };
  const list: Series[] = [];
  for (const [lottery, draws] of [
    [js6, fastDraws('20261121', 457, 6, 75)],
    [ff6, fastDraws('20261121', 560, 6, 60)],
    [hk6, HK6_DRAWS],
  ] as const)
    for (const [suffix, name, description] of HK6_PAPERS)
      list.push(
        series(
          'liuHe',
          `${lottery.code}-${suffix}`,
          `${lottery.name}${name}`,
          lottery,
          'generated',
          description,
          [...draws],
          six,
        ),
      );
  list.push(
    series(
      'liuHe',
      'liuHe-upload',
      '六合彩精选图纸',
      hk6,
      'upload',
      '运营人员上传、拥有版权的图纸。',
      HK6_DRAWS.slice(-2),
      six,
    ),
  );
  for (const [lottery, draws] of [
    [jspk10, fastDraws('20261121', 457, 5, 75)],
    [xyft, fastDraws('20261121', 120, 5, 300)],
  ] as const)
    for (const [suffix, name, description] of PK10_PAPERS)
      list.push(
        series(
          'pk10',
          `${lottery.code}-${suffix}`,
          `${lottery.name}${name}`,
          lottery,
          'generated',
          description,
          [...draws],
          pk,
        ),
      );
  list.push(series('pk10', 'pk10-upload', 'PK10精选图纸', jspk10, 'upload', '运营人员上传、拥有版权的图纸。', [], six));
  return list;
}

/** A library's categories grouped by initial, A → Z (then '#'), each group by pinyin. */
export function groupsOf(list: Series[], type: GalleryType): TukuCategoryGroup[] {
  const byInitial = new Map<string, TukuCategory[]>();
  for (const { category } of list.filter((s) => s.category.type === type)) {
    byInitial.set(category.initial, [...(byInitial.get(category.initial) ?? []), category]);
  }
  return [...byInitial.keys()]
    .sort((a, b) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map((initial) => ({
      initial,
      list: byInitial.get(initial)!.sort((a, b) => a.pinyin.localeCompare(b.pinyin)),
    }));
}
