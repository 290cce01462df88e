import { FAMILY_ORDER } from '../families';
import { beijingDateStart } from '../time';
import type { Family } from '../types';
import { ruleText } from './ruleText';

const fullText = (group: Family, nowMs?: number): string =>
  ruleText(group, { nowMs })
    .sections.flatMap((s) => [s.heading, ...s.paragraphs])
    .join('\n');

describe('ruleText', () => {
  it.each(FAMILY_ORDER.map((g) => [g] as [Family]))(
    '%s: titled, non-empty Chinese sections, disclaimer last',
    (group) => {
      const t = ruleText(group);
      expect(t.title).toMatch(/玩法规则$/);
      expect(t.sections.length).toBeGreaterThanOrEqual(4);
      for (const s of t.sections) {
        expect(s.heading).toMatch(/[\u4e00-\u9fff]/);
        expect(s.paragraphs.length).toBeGreaterThan(0);
        for (const p of s.paragraphs) expect(p).toMatch(/[\u4e00-\u9fff]/);
      }
      const last = t.sections[t.sections.length - 1];
      expect(last.paragraphs.join('')).toContain('仅供参考，不涉及任何现金交易');
      expect(fullText(group)).toContain('开出“和”');
    },
  );

  it('puts the lottery name in the title when given', () => {
    expect(ruleText('pk10', { name: '极速赛车' }).title).toBe('极速赛车玩法规则');
    expect(ruleText('hk6').title).toBe('六合彩玩法规则');
  });

  it.each([
    ['pk10', ['06–10 为大', '大于 11 为大', '等于 11 为和', '冠亚和 11 计为单', '1V10', '5V6', '不会出现和']],
    ['ssc', ['5–9 为大', '23–45 为大，0–22 为小', '相等为和', '890、901', '390', '杂六']],
    ['11x5', ['开出 11 时', '大于 30 为大', '等于 30 为和', '第五球']],
    ['k3', ['11–17 为大，4–10 为小', '3（111）或 18（666）', '三同号', '三连号', '二同号', '三不同']],
    ['kl10', ['11–20 为大', '85–132 为大', '等于 84 为和', '合双', '中：01–07', '北：04 08 12 16 20', '第八球']],
    ['kl8', ['大于 810 为大', '等于 810 为和', '上盘', '和盘', '金 210–695', '土 924–1410']],
    [
      'xy28',
      [
        '14–27 为大，0–13 为小',
        '22–27 为极大',
        '0–5 为极小',
        '红波：3 6 9 12 15 18 21 24',
        '蓝波：2 5 8 11 17 20 23 26',
        '绿波：1 4 7 10 16 19 22 25',
        '0、13、14、27',
      ],
    ],
    ['others', ['14–27 为大，0–13 为小', '1、2、3、5、7 为质', '跨度', '组三', '组六']],
  ])('%s states our exact boundaries', (group, phrases) => {
    const text = fullText(group as Family);
    for (const phrase of phrases) expect(text).toContain(phrase);
  });

  it('explains six-mark 生肖, 波色 and 五行 with the computed 2026 example', () => {
    const text = fullText('hk6');
    expect(text).toContain('春节');
    expect(text).toContain(
      '01 为马、02 为蛇、03 为龙、04 为兔、05 为虎、06 为牛、07 为鼠、08 为猪、09 为狗、10 为鸡、11 为猴、12 为羊',
    );
    expect(text).toContain('红波：01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46');
    expect(text).toContain(
      '金 04 05 12 13 26 27 34 35 42 43；木 08 09 16 17 24 25 38 39 46 47；水 01 14 15 22 23 30 31 44 45',
    );
    expect(text).toContain('特码开出 49 时');
    expect(text).toContain('大于或等于 175 为大');
    expect(text).not.toContain('本年对照');
  });

  it('adds this lunar year tables for six-mark when "now" is given', () => {
    const snake = ruleText('hk6', { nowMs: beijingDateStart(2025, 6, 1) });
    const section = snake.sections.find((s) => s.heading.startsWith('本年对照'));
    expect(section?.heading).toBe('本年对照（农历2025年，蛇年）');
    expect(section?.paragraphs[0]).toContain('蛇：01 13 25 37 49');
    expect(section?.paragraphs[1]).toContain('火 01 02 09 10 17 18 31 32 39 40 47 48');
    expect(ruleText('pk10', { nowMs: 0 }).sections.some((s) => s.heading.startsWith('本年对照'))).toBe(false);
  });
});
