import type { Family, RuleDetail } from '../../domain';

/** Colour of a summary chip: 大/单/龙 red, 小/双/虎 blue, 和 green, wave colours as themselves. */
export type ChipTone = 'red' | 'blue' | 'green' | 'plain';

export interface SummaryChip {
  text: string;
  tone: ChipTone;
}

/** One labelled group of a draw's summary, e.g. 冠亚和 [16][大][双]. */
export interface SummaryGroup {
  label: string;
  chips: SummaryChip[];
}

const RED = new Set(['大', '单', '龙', '红', '红波', '尾大', '上盘', '奇盘', '极大', '大单', '大双']);
const BLUE = new Set(['小', '双', '虎', '蓝', '蓝波', '尾小', '下盘', '偶盘', '极小', '小单', '小双']);
const GREEN = new Set(['和', '绿', '绿波', '中盘', '和盘']);

/** The tone of one chip text. */
export function chipTone(text: string): ChipTone {
  if (RED.has(text)) return 'red';
  if (BLUE.has(text)) return 'blue';
  if (GREEN.has(text)) return 'green';
  return 'plain';
}

const str = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
const at = (v: unknown, i: number): string | null => (Array.isArray(v) ? str(v[i]) : null);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

function group(label: string, texts: Array<string | null | undefined>): SummaryGroup | null {
  const chips = texts.filter((t): t is string => !!t).map((text) => ({ text, tone: chipTone(text) }));
  return chips.length ? { label, chips } : null;
}

const tail = (v: unknown): string | null => (str(v) ? `尾${str(v)}` : null);
const none = (v: unknown): string | null => (str(v) && str(v) !== '无' ? str(v) : null);

/**
 * What a draw card shows beside the balls, from the draw's ruleDetail (rules/README.md):
 * PK10 冠亚和 and 龙虎; 总和大小单双 with 龙虎 or 形态 elsewhere; six-mark 总和 and the special
 * number's 大小/单双/波色/家禽野兽. Missing keys are simply left out.
 */
export function drawSummary(family: Family, d: RuleDetail | null | undefined): SummaryGroup[] {
  if (!d) return [];
  const sum = [str(d.zongHe), str(d.zongHeDaXiao), str(d.zongHeDanShuang)];
  const groups: Array<SummaryGroup | null> = (() => {
    switch (family) {
      case 'pk10':
        return [
          group('冠亚和', [str(d.guanYaHe), str(d.guanYaHeDaXiao), str(d.guanYaHeDanShuang)]),
          group('龙虎', list(d.longHu)),
        ];
      case 'ssc':
        return [
          group('总和', sum),
          group('龙虎', [str(d.longHu)]),
          group('前三', [str(d.qianSan)]),
          group('中三', [str(d.zhongSan)]),
          group('后三', [str(d.houSan)]),
        ];
      case '11x5':
      case 'kl10':
        return [group('总和', [...sum, tail(d.zongHeWeiShuDaXiao)]), group('龙虎', [str(d.longHu)])];
      case 'k3':
        return [group('总和', sum), group('形态', [str(d.xingTai)])];
      case 'kl8':
        return [
          group('总和', sum),
          group('盘面', [str(d.shangXiaPan), str(d.jiOuPan)]),
          group('五行', [str(d.zongHeWuXing)]),
        ];
      case 'xy28':
        return [
          group('和值', sum),
          group('组合', [str(d.zongHeZuHe)]),
          group('极值', [none(d.jiZhi)]),
          group('波色', [none(d.boSe) && `${str(d.boSe)}波`]),
        ];
      case 'hk6':
        return [
          group('总和', sum),
          group('特码', [
            at(d.hmDaXiao, 6),
            at(d.hmDanShuang, 6),
            str(d.chiSeBo) && `${str(d.chiSeBo)}波`,
            str(d.tmJiaQinYeShou),
          ]),
        ];
      case 'others':
        return [group('和值', sum), group('跨度', [str(d.kuaDu)]), group('形态', [str(d.xingTai)])];
    }
  })();
  return groups.filter((g): g is SummaryGroup => g !== null);
}
