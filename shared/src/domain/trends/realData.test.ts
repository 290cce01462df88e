/**
 * Real published draws: the last 400 福彩3D and 六合彩 draws of ../../../../../shared/data/real
 * (copied into __fixtures__ so a clean clone has them). Expected figures were computed
 * independently with a short Python script over the same files (plain loops, no shared code).
 * Stats are [appearCount, avgMissing, now, biggestContinue, biggestMissing].
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { column } from './__testing__/trendCase';
import { computeTrend, type TrendDraw } from './index';

function load(file: string, time: string): TrendDraw[] {
  return readFileSync(path.join(__dirname, '__fixtures__', file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const row = JSON.parse(line) as { period: string; drawDate: string; balls: number[] };
      return { period: row.period, drawTime: `${row.drawDate}T${time}.000+08:00`, balls: row.balls };
    });
}

const fc3d = load('fc3d.last400.jsonl', '21:15:00');
const hk6 = load('marksix.last400.jsonl', '21:30:00');

describe('福彩3D, last 400 real draws', () => {
  it('lists the last 90 draws oldest first, ending with 2026196 (4 1 9)', () => {
    const r = computeTrend('others', 'basic', fc3d, 90);
    expect(r.list).toHaveLength(90);
    expect(r.list[0].period).toBe(fc3d[310].period);
    expect(r.list[89]).toMatchObject({
      period: '2026196',
      balls: [4, 1, 9],
      drawTime: '2026-07-25T21:15:00.000+08:00',
    });
    expect(r.list[89].missing.hm1.num4).toBe(0);
  });

  it.each([
    ['basic', 'hm1', 'num0', 90, [2, 3, 4, 5, 6], [8, 9, 6, 2, 52]],
    ['basic', 'hm3', 'num9', 90, [4, 5, 6, 7, 0], [8, 9, 0, 1, 25]],
    ['basic', 'hm2', 'num7', 90, [19, 20, 21, 0, 1], [10, 7, 1, 2, 21]],
  ])('%s %s %s over %i', (type, pos, key, count, lastFive, stats) => {
    const c = column(computeTrend('others', type, fc3d, count), pos, key);
    expect(c.missing.slice(-5)).toEqual(lastFive);
    expect(c.stats).toEqual(stats);
  });

  it.each([
    ['distributionShape', 'shape', 'zuSyuan_baoZih', 90, [0, 90, 341, 0, 341]],
    ['distributionShape', 'shape', 'zuSyuan_zuSan', 90, [29, 2, 7, 3, 9]],
    // 和值 0 and 27 never came in these 400 draws: missing counts from the first stored one.
    ['sum', 'sum', 'num0', 90, [0, 90, 400, 0, 400]],
    ['sum', 'sum', 'num27', 90, [0, 90, 400, 0, 400]],
    // 和值 1 last came before the window: biggestMissing is inherited from before it.
    ['sum', 'sum', 'num1', 90, [0, 90, 325, 0, 325]],
    ['sum', 'sum', 'num13', 90, [6, 12, 2, 2, 32]],
    ['sumShape', 'sum', 'daxiao_da', 30, [15, 1, 0, 4, 8]],
    ['lingyierlu', 'hm1', 'lingyierlu_num0', 400, [146, 2, 5, 7, 12]],
  ])('%s %s %s over %i', (type, pos, key, count, stats) => {
    expect(column(computeTrend('others', type, fc3d, count), pos, key).stats).toEqual(stats);
  });
});

describe('六合彩, last 400 real draws', () => {
  it.each([
    ['distribution', 'all', 'num49', 90, [13, 6, 5, 3, 28]],
    // 特码 49 once in 90: avgMissing = round(89 / 2) = 45, the half rounding up.
    ['distribution', 'hm7', 'num49', 90, [1, 45, 15, 1, 76]],
    ['distribution', 'all', 'num1', 90, [7, 10, 1, 1, 26]],
    ['distribution', 'hm7', 'num1', 90, [2, 29, 5, 1, 91]],
    ['distribution', 'all', 'num7', 90, [9, 8, 0, 2, 18]],
    ['basic', 'hm7', 'num7', 90, [4, 17, 12, 2, 108]],
    ['daxiao', 'hm7', 'daxiao_he', 400, [5, 66, 15, 1, 166]],
    ['sumShape', 'sum', 'daxiao_da', 90, [47, 1, 2, 7, 5]],
    ['sum', 'sum', 'sum_28to99', 90, [1, 45, 21, 1, 126]],
  ])('%s %s %s over %i', (type, pos, key, count, stats) => {
    expect(column(computeTrend('hk6', type, hk6, count), pos, key).stats).toEqual(stats);
  });

  it('ends with 2025134, special number 45', () => {
    const r = computeTrend('hk6', 'distribution', hk6, 5);
    expect(r.list[4]).toMatchObject({ period: '2025134', balls: [7, 10, 11, 19, 25, 30, 45] });
    expect(r.list[4].missing.hm7.num45).toBe(0);
    expect(r.list[4].missing.all.num45).not.toBe(0);
  });
});
