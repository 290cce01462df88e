import { ruleDetail } from '../ruleDetail';

const detail = (balls: number[]) => ruleDetail('ssc', balls, 0);

describe('ssc ruleDetail', () => {
  it.each([
    [[9, 9, 4, 0, 0], 22, '小', '双'],
    [[9, 9, 5, 0, 0], 23, '大', '单'],
    [[0, 0, 0, 0, 0], 0, '小', '双'],
    [[9, 9, 9, 9, 9], 45, '大', '单'],
  ])('%j: 总和 %i is %s %s', (balls, sum, size, parity) => {
    const d = detail(balls);
    expect(d.zongHe).toBe(sum);
    expect(d.zongHeDaXiao).toBe(size);
    expect(d.zongHeDanShuang).toBe(parity);
  });

  it('classifies each digit: 4 小, 5 大', () => {
    const d = detail([4, 5, 0, 9, 3]);
    expect(d.hmDaXiao).toEqual(['小', '大', '小', '大', '小']);
    expect(d.hmDanShuang).toEqual(['双', '单', '双', '单', '单']);
  });

  it.each([
    [[7, 1, 1, 1, 2], '龙'],
    [[2, 1, 1, 1, 7], '虎'],
    [[5, 1, 1, 1, 5], '和'],
  ])('%j: 万 vs 个 is %s', (balls, lh) => {
    expect(detail(balls).longHu).toBe(lh);
  });

  it.each([
    // 前三 万千百, 中三 千百十, 后三 百十个
    [[0, 0, 0, 0, 1], '豹子', '豹子', '对子'],
    [[8, 9, 0, 1, 5], '顺子', '顺子', '半顺'],
    [[9, 0, 1, 3, 5], '顺子', '半顺', '杂六'],
    [[1, 1, 3, 4, 6], '对子', '半顺', '半顺'],
    [[2, 4, 6, 8, 0], '杂六', '杂六', '杂六'],
    [[3, 9, 0, 9, 7], '半顺', '对子', '半顺'],
  ])('%j: 前三 %s, 中三 %s, 后三 %s', (balls, q, z, h) => {
    const d = detail(balls);
    expect([d.qianSan, d.zhongSan, d.houSan]).toEqual([q, z, h]);
  });
});
