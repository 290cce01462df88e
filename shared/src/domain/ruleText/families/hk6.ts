import type { RuleSection } from '../types';
import { beijingDateStart } from '../../time';
import { elementNumbers, ELEMENTS } from '../../rules/hk6/element';
import { lunarYearOf } from '../../rules/hk6/lunar';
import { WAVE_COLOR_NUMBERS } from '../../rules/hk6/waveColor';
import { yearZodiac, zodiacNumbers, zodiacOrder } from '../../rules/hk6/zodiac';
import { numberList, pad2 } from '../common';

/** A day inside lunar 2026 (year of the horse), the worked example of the rule text. */
const EXAMPLE_MS = beijingDateStart(2026, 3, 1);

const elementLines = (ms: number): string =>
  ELEMENTS.map((e) => `${e} ${numberList(elementNumbers(ms)[e])}`).join('；');

/**
 * Six-mark rule text: 6 regular numbers + special of 01–49; special 25–48 大, 49 和; 总和 ≥ 175
 * 大; 生肖 by lunar year switching at Spring Festival, 01 the year's animal running backwards;
 * fixed 波色; 五行 by the 纳音 of the birth year. The worked examples are computed by the rule
 * functions themselves, so the text cannot disagree with them.
 */
export function hk6Sections(nowMs?: number): RuleSection[] {
  const exampleOrder = zodiacOrder(EXAMPLE_MS)
    .map((z, i) => `${pad2(i + 1)} 为${z}`)
    .join('、');
  const sections: RuleSection[] = [
    {
      heading: '开奖方式',
      paragraphs: [
        '每期从 01–49 共四十九个号码中不重复地开出 7 个号码：前 6 个为正码（正码一至正码六），最后 1 个为特码。',
        '香港六合彩、极速六合彩、分分六合彩、三分六合彩采用同一套规则，开奖时间以各彩种页面为准。',
      ],
    },
    {
      heading: '特码与正码两面',
      paragraphs: [
        '特码 25–48 为大，01–24 为小；单数为单，双数为双。',
        '特码合数单双：特码十位与个位相加之和的单双，如 28（2+8=10）为合双；特码尾数大小：个位数 5–9 为尾大，0–4 为尾小。',
        '特码开出 49 时，特码的大小、单双、合数单双、尾数大小均判为和。',
        '正码 25–49 为大，01–24 为小，单双按奇偶；正码开出 49 不算和。',
      ],
    },
    {
      heading: '总和',
      paragraphs: [
        '7 个号码（含特码）相加为总和，范围 28–322：大于或等于 175 为大，小于 175 为小；单双按总和的奇偶判定。',
      ],
    },
    {
      heading: '生肖',
      paragraphs: [
        '生肖按开奖日（北京时间）所在的农历年计算，以春节（正月初一）零时为界换肖，而不是公历 1 月 1 日。',
        '号码 01 为当年生肖，其后按鼠、牛、虎、兔、龙、蛇、马、羊、猴、鸡、狗、猪的顺序倒数，每 12 个号码循环一次；当年生肖对应 5 个号码，其余生肖各对应 4 个号码。',
        `例如 2026 年为马年（自 2026 年 2 月 17 日起）：${exampleOrder}，13 又为马，依此类推。`,
        '家禽：牛、马、羊、鸡、狗、猪；野兽：鼠、虎、兔、龙、蛇、猴。',
      ],
    },
    {
      heading: '波色',
      paragraphs: [
        `红波：${numberList(WAVE_COLOR_NUMBERS.red)}。`,
        `蓝波：${numberList(WAVE_COLOR_NUMBERS.blue)}。`,
        `绿波：${numberList(WAVE_COLOR_NUMBERS.green)}。`,
        '波色对照固定不变，与年份无关。',
      ],
    },
    {
      heading: '五行',
      paragraphs: [
        '每个号码代表一个出生年份：号码 01 代表当年，02 代表上一年，依此类推（农历年份减去号码再加 1）。号码的五行取该年份干支的纳音五行，如 2026 年丙午为天河水，属水。',
        '纳音每 60 年循环一次，相邻两年同属一个纳音，因此五行对照随农历年每年变化，同样以春节为界。',
        `例如 2026 年马年：${elementLines(EXAMPLE_MS)}。`,
      ],
    },
  ];
  if (nowMs !== undefined) sections.push(currentYearSection(nowMs));
  return sections;
}

/** This lunar year's 生肖 and 五行 tables for the page's "now". */
function currentYearSection(nowMs: number): RuleSection {
  const year = lunarYearOf(nowMs);
  const order = zodiacOrder(nowMs);
  const zodiacLines = order.map((z) => `${z}：${numberList(zodiacNumbers(z, nowMs))}`);
  return {
    heading: `本年对照（农历${year}年，${yearZodiac(year)}年）`,
    paragraphs: [`生肖 — ${zodiacLines.join('；')}。`, `五行 — ${elementLines(nowMs)}。`],
  };
}
