import { generateBalls, seededRandomInt } from '../../generators';
import { makePeriodPlans } from '../../predictions/plans/make';
import { createPredictionWindow, predictionWindowOf, pushDraw } from '../../predictions/window';
import { waveColorOf } from '../../rules/hk6/waveColor';
import { zodiacOf } from '../../rules/hk6/zodiac';
import { galleryCategories } from '../categories';
import { hk6Picks, hk6ResultModel, hotColdModel, markHk6Picks, zodiacTableModel } from './hk6';
import { markPk10Picks, pk10Picks, pk10ResultModel, pk10StripModel } from './pk10';

const BJ = (iso: string) => Date.parse(`${iso}+08:00`);

describe('特码生肖表', () => {
  it.each([
    // draw time, lunar year, its animal, the numbers of that animal, 02's animal
    ['2026-11-24T21:30:00', 2026, '马', [1, 13, 25, 37, 49], '蛇'],
    ['2026-02-16T21:30:00', 2025, '蛇', [1, 13, 25, 37, 49], '龙'],
    ['2026-02-17T21:30:00', 2026, '马', [1, 13, 25, 37, 49], '蛇'],
    ['2024-06-01T21:30:00', 2024, '龙', [1, 13, 25, 37, 49], '兔'],
  ] as const)('%s: lunar year %d (%s)', (time, year, animal, numbers, second) => {
    const m = zodiacTableModel(BJ(time));
    expect([m.lunarYear, m.yearZodiac]).toEqual([year, animal]);
    expect(m.zodiacs[0]).toEqual({ zodiac: animal, numbers });
    expect(m.zodiacs[1].zodiac).toBe(second);
    // Every number once in each table, and each entry agrees with the rule functions.
    for (const table of [m.zodiacs, m.colors, m.elements]) {
      expect(table.flatMap((r) => r.numbers).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 49 }, (_, i) => i + 1),
      );
    }
    for (const z of m.zodiacs) for (const n of z.numbers) expect(zodiacOf(n, BJ(time))).toBe(z.zodiac);
    for (const c of m.colors) for (const n of c.numbers) expect(waveColorOf(n)).toBe(c.color);
  });
});

describe('开奖图', () => {
  it('six-mark: colours, zodiacs, sum and the special number’s sides (49 is 和)', () => {
    const m = hk6ResultModel('2026130', BJ('2026-11-24T21:30:00'), [3, 8, 12, 25, 33, 41, 49]);
    expect(m.balls.map((b) => `${b.label}${b.zodiac}${b.color[0]}`)).toEqual([
      '03龙b',
      '08猪r',
      '12羊r',
      '25马b',
      '33狗g',
      '41虎b',
      '49马g',
    ]);
    expect([m.sum, m.sumSize, m.sumParity, m.specialSize, m.specialParity, m.specialColor]).toEqual([
      171,
      '小',
      '单',
      '和',
      '和',
      '绿',
    ]);
  });

  it('PK10: 冠亚和 with its sides and 龙虎 of ranks 1–5', () => {
    const m = pk10ResultModel('1', 0, [3, 8, 1, 10, 6, 2, 9, 4, 7, 5]);
    expect([m.gyh, m.gyhSize, m.gyhParity, m.longHu.join('')]).toEqual([11, '和', '单', '虎龙虎龙龙']);
    const strip = pk10StripModel(
      '25',
      Array.from({ length: 25 }, (_, i) => ({ period: String(i + 1), balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })),
    );
    expect(strip.rows.map((r) => r.period)).toEqual(Array.from({ length: 20 }, (_, i) => String(25 - i)));
    expect(strip.rows[0]).toMatchObject({
      gyh: 3,
      gyhSize: '小',
      gyhParity: '单',
      longHu: ['虎', '虎', '虎', '虎', '虎'],
    });
  });
});

describe('特码冷热排行', () => {
  it.each([1, 2, 3])('agrees with an independent count (seed %d)', (seed) => {
    const rnd = seededRandomInt(seed);
    const specials = Array.from({ length: 140 }, () => rnd(49) + 1);
    const m = hotColdModel('P', specials);
    for (const w of m.windows) {
      const recent = specials.slice(-w.size);
      const count = (n: number) => recent.filter((x) => x === n).length;
      expect(w.periods).toBe(Math.min(w.size, 140));
      expect(w.hot.every((h) => h.count === count(h.n))).toBe(true);
      expect(w.cold.every((c) => c.count === count(c.n))).toBe(true);
      // Nothing outside the hot ten was drawn more often than the least hot of them; the cold ten the reverse.
      const hotMin = Math.min(...w.hot.map((h) => h.count));
      const coldMax = Math.max(...w.cold.map((c) => c.count));
      for (let n = 1; n <= 49; n++) {
        if (!w.hot.some((h) => h.n === n)) expect(count(n)).toBeLessThanOrEqual(hotMin);
        if (!w.cold.some((c) => c.n === n)) expect(count(n)).toBeGreaterThanOrEqual(coldMax);
      }
      for (const c of w.cold) {
        const last = specials.lastIndexOf(c.n);
        expect(c.missing).toBe(last < 0 ? 140 : 139 - last);
      }
    }
  });
});

describe('预测图纸', () => {
  const history = (group: 'hk6' | 'pk10', n: number, seed: number) => {
    const rnd = seededRandomInt(seed);
    return Array.from({ length: n }, () => generateBalls(group, rnd));
  };

  it('six-mark: 单双 大小 波色 from 热号, four zodiacs with two numbers each from 均衡; the same history gives the same picks', () => {
    const at = BJ('2026-11-26T21:30:00');
    const draws = history('hk6', 80, 4);
    const picks = hk6Picks(predictionWindowOf('hk6', draws), { code: 'hk6', period: '2026131' }, at);
    expect(hk6Picks(predictionWindowOf('hk6', draws), { code: 'hk6', period: '2026131' }, at)).toEqual(picks);
    expect(new Set(picks.siXiao).size).toBe(4);
    expect(new Set(picks.baMa).size).toBe(8);
    for (const z of picks.siXiao) expect(picks.baMa.filter((n) => zodiacOf(n, at) === z)).toHaveLength(2);
    // It does not look at the period it predicts: one draw more changes the window, not the past picks.
    const window = createPredictionWindow('hk6');
    for (const d of draws) pushDraw(window, d);
    expect(hk6Picks(window, { code: 'hk6', period: '2026131' }, at)).toEqual(picks);
  });

  it.each([
    // special, 单双 大小 波色 四肖 八码 hit
    [49, [false, false]],
    [1, [true, false]],
    [26, [false, true]],
  ] as const)('marks the picks against special %d (49 is 和 for 单双 and 大小)', (special, [ds, dx]) => {
    const at = BJ('2026-11-26T21:30:00');
    const picks = {
      danShuang: '单',
      daXiao: '大',
      color: waveColorOf(special),
      siXiao: [zodiacOf(special, at)],
      baMa: [special],
    } as const;
    expect(markHk6Picks({ ...picks, siXiao: [...picks.siXiao], baMa: [...picks.baMa] }, special, at)).toEqual({
      danShuang: ds,
      daXiao: dx,
      color: true,
      siXiao: true,
      baMa: true,
    });
  });

  it('PK10: the 热号 expert’s five numbers per rank, marked against the draw', () => {
    const window = predictionWindowOf('pk10', history('pk10', 50, 5));
    const picks = pk10Picks(window, { code: 'jspk10', period: 'P' });
    expect(picks).toEqual(
      makePeriodPlans(window, { code: 'jspk10', period: 'P' }).expert![0].picks.map((p) => p.numbers),
    );
    const balls = [3, 8, 1, 10, 6, 2, 9, 4, 7, 5];
    expect(markPk10Picks(picks, balls)).toEqual(picks.map((p, i) => p.includes(balls[i])));
  });
});

describe('categories', () => {
  it('gives every six-mark and PK10 lottery its papers, and each library one upload category', () => {
    const list = galleryCategories([
      { code: 'hk6', name: '香港六合彩', group: 'hk6' },
      { code: 'js6', name: '极速六合彩', group: 'hk6' },
      { code: 'jspk10', name: '极速赛车', group: 'pk10' },
      { code: 'jsssc', name: '极速时时彩', group: 'ssc' },
    ]);
    expect(list.map((c) => `${c.id} ${c.name}`)).toEqual([
      'hk6-sxb 香港六合彩特码生肖表',
      'hk6-kj 香港六合彩开奖图',
      'hk6-lr 香港六合彩特码冷热排行',
      'hk6-yc 香港六合彩预测图纸',
      'js6-sxb 极速六合彩特码生肖表',
      'js6-kj 极速六合彩开奖图',
      'js6-lr 极速六合彩特码冷热排行',
      'js6-yc 极速六合彩预测图纸',
      'jspk10-kj 极速赛车开奖图',
      'jspk10-lh 极速赛车冠亚和龙虎走势',
      'jspk10-yc 极速赛车定位预测',
      'liuHe-upload 六合彩精选图纸',
      'pk10-upload PK10精选图纸',
    ]);
  });
});
