import type { Family } from '../types';
import { computeStreaks } from './computeStreaks';
import type { Streak } from './types';

/** Draws newest first, periods numbered down from 100. */
const history = (...balls: number[][]) => balls.map((b, i) => ({ period: String(100 - i), balls: b }));
const lottery = (group: Family) => ({ code: `t-${group}`, name: `测试${group}`, group });
const brief = (s: Streak) => [s.position, s.attribute, s.label, s.streak];
const find = (list: Streak[], position: string, attribute: string) =>
  list.find((s) => s.position === position && s.attribute === attribute);

describe('computeStreaks', () => {
  it('k3: counts runs per position and the sum, longest first, ties in position order', () => {
    const draws = history(
      [6, 5, 4], // 15 大 单
      [6, 6, 1], // 13 大 单
      [4, 5, 6], // 15 大 单
      [6, 6, 6], // 18 和 (豹子) 双
      [2, 3, 1], //  6 小 双
    );
    const list = computeStreaks(lottery('k3'), draws);
    expect(list.map(brief)).toEqual([
      ['hm1', 'danshuang', '双', 5],
      ['hm1', 'daxiao', '大', 4],
      ['hm2', 'daxiao', '大', 4],
      ['sum', 'daxiao', '大', 3], // broken by the 和 of 666
      ['sum', 'danshuang', '单', 3],
    ]);
    expect(list[0]).toEqual({
      code: 't-k3',
      name: '测试k3',
      position: 'hm1',
      positionLabel: '百位',
      attribute: 'danshuang',
      label: '双',
      streak: 5,
      period: '100',
    });
    expect(find(list, 'sum', 'daxiao')?.positionLabel).toBe('总和');
  });

  it('k3: a 和 on the newest draw is never a streak', () => {
    const list = computeStreaks(lottery('k3'), history([6, 6, 6], [5, 6, 6], [4, 6, 6], [6, 5, 6]));
    expect(find(list, 'sum', 'daxiao')).toBeUndefined();
    expect(list.every((s) => s.label !== '和')).toBe(true);
  });

  it('pk10: ranks, 冠亚和 (11 breaks the run) and the five 龙虎 pairs', () => {
    const draws = history(
      [10, 2, 3, 4, 5, 6, 7, 8, 9, 1], // 冠亚和 12 大 双
      [9, 4, 3, 2, 5, 6, 7, 8, 10, 1], // 13 大 单
      [8, 6, 3, 2, 5, 4, 7, 9, 10, 1], // 14 大 双
      [5, 6, 1, 2, 3, 4, 7, 8, 9, 10], // 11 和 单
    );
    const list = computeStreaks(lottery('pk10'), draws);
    expect(brief(find(list, 'gyh', 'daxiao')!)).toEqual(['gyh', 'daxiao', '大', 3]);
    expect(find(list, 'gyh', 'daxiao')?.positionLabel).toBe('冠亚和');
    expect(find(list, 'gyh', 'danshuang')).toBeUndefined();
    expect(find(list, 'lh1', 'longhu')).toMatchObject({ positionLabel: '1V10 龙虎', label: '龙', streak: 3 });
    expect(find(list, 'lh2', 'longhu')).toMatchObject({ positionLabel: '2V9 龙虎', label: '虎', streak: 4 });
    expect(find(list, 'lh5', 'longhu')).toBeUndefined(); // 虎 虎 龙: a run of 2
    expect(find(list, 'hm1', 'daxiao')).toMatchObject({ positionLabel: '冠军', label: '大', streak: 3 });
    expect(find(list, 'hm7', 'danshuang')).toMatchObject({ positionLabel: '第七名', label: '单', streak: 4 });
    expect(find(list, 'hm10', 'daxiao')).toMatchObject({ positionLabel: '第十名', label: '小', streak: 3 });
    expect(find(list, 'hm2', 'daxiao')).toBeUndefined(); // 小 小 大
    const lengths = list.map((s) => s.streak);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    // Among the runs of 4, positions come before 龙虎 and keep their order.
    const fours = list.filter((s) => s.streak === 4).map((s) => `${s.position}:${s.attribute}`);
    expect(fours.slice(0, 4)).toEqual(['hm2:danshuang', 'hm3:daxiao', 'hm3:danshuang', 'hm4:daxiao']);
    expect(fours.slice(-3)).toEqual(['lh2:longhu', 'lh3:longhu', 'lh4:longhu']);
  });

  it('respects min', () => {
    const draws = history([6, 5, 4], [6, 6, 1], [4, 5, 6], [6, 6, 6], [2, 3, 1]);
    expect(computeStreaks(lottery('k3'), draws, 5).map(brief)).toEqual([['hm1', 'danshuang', '双', 5]]);
    expect(computeStreaks(lottery('k3'), draws, 6)).toEqual([]);
    expect(computeStreaks(lottery('k3'), draws.slice(0, 2))).toEqual([]); // only 2 draws: nothing reaches 3
  });

  it('kl8: only the sum attributes', () => {
    const low = Array.from({ length: 20 }, (_, i) => i + 1); // 210 小 双
    const high = Array.from({ length: 20 }, (_, i) => i + 61); // 1410 大 双
    const list = computeStreaks(lottery('kl8'), history(high, high, high, low));
    expect(list.map(brief)).toEqual([
      ['sum', 'danshuang', '双', 4],
      ['sum', 'daxiao', '大', 3],
    ]);
  });

  it('11x5: a ball 11 is 和 and breaks its position', () => {
    const list = computeStreaks(
      lottery('11x5'),
      history([7, 1, 2, 3, 4], [8, 1, 2, 3, 5], [11, 2, 3, 4, 5], [6, 2, 3, 4, 5]),
    );
    expect(find(list, 'hm1', 'daxiao')).toBeUndefined(); // 大 大 和
    expect(
      computeStreaks(lottery('11x5'), history([11, 1, 2, 3, 4], [11, 1, 2, 3, 5], [11, 2, 3, 4, 6])).filter(
        (s) => s.position === 'hm1',
      ),
    ).toEqual([]);
  });

  it('ssc: 龙虎 和 is never reported, 龙 runs are', () => {
    const tie = computeStreaks(lottery('ssc'), history([5, 0, 0, 0, 5], [5, 0, 0, 0, 5], [5, 0, 0, 0, 5]));
    expect(find(tie, 'lh1', 'longhu')).toBeUndefined();
    const dragon = computeStreaks(lottery('ssc'), history([9, 0, 0, 0, 1], [8, 0, 0, 1, 2], [7, 0, 1, 1, 3]));
    expect(find(dragon, 'lh1', 'longhu')).toMatchObject({ positionLabel: '龙虎', label: '龙', streak: 3 });
    expect(find(dragon, 'hm1', 'daxiao')).toMatchObject({ positionLabel: '万位', label: '大', streak: 3 });
  });

  it('hk6: a special 49 is 和 and breaks 特码, the sum still counts', () => {
    const draws = history([1, 2, 3, 4, 5, 6, 49], [1, 2, 3, 4, 5, 7, 47], [1, 2, 3, 4, 5, 8, 45]);
    const list = computeStreaks(lottery('hk6'), draws);
    expect(list.filter((s) => s.position === 'hm7')).toEqual([]);
    expect(find(list, 'sum', 'daxiao')).toMatchObject({ positionLabel: '总和', label: '小', streak: 3 });
    const big = computeStreaks(
      lottery('hk6'),
      history([1, 2, 3, 4, 5, 6, 48], [1, 2, 3, 4, 5, 7, 47], [1, 2, 3, 4, 5, 8, 45]),
    );
    expect(find(big, 'hm7', 'daxiao')).toMatchObject({ positionLabel: '特码', label: '大', streak: 3 });
  });

  it('xy28 and others call the sum 和值', () => {
    const xy = computeStreaks(lottery('xy28'), history([9, 9, 9], [9, 8, 9], [9, 9, 7]));
    expect(find(xy, 'sum', 'daxiao')).toMatchObject({ positionLabel: '和值', label: '大', streak: 3 });
    const fc = computeStreaks(lottery('others'), history([0, 0, 1], [0, 1, 2], [1, 1, 1]));
    expect(find(fc, 'sum', 'daxiao')).toMatchObject({ positionLabel: '和值', label: '小', streak: 3 });
  });

  it('stops at an illegal draw and returns nothing for none', () => {
    expect(computeStreaks(lottery('k3'), [])).toEqual([]);
    expect(computeStreaks(lottery('k3'), history([7, 5, 4], [6, 5, 4], [6, 5, 4]))).toEqual([]);
    const broken = computeStreaks(lottery('k3'), history([6, 5, 4], [6, 5, 4], [6, 5], [6, 5, 4]));
    expect(broken).toEqual([]); // the third draw is illegal: every run stops at 2
  });
});
