import { ruleDetail } from '../ruleDetail';

const detail = (balls: number[]) => ruleDetail('pk10', balls, 0);

describe('pk10 ruleDetail', () => {
  it.each([
    [[5, 6, 1, 2, 3, 4, 7, 8, 9, 10], 11, '和', '单'],
    [[5, 7, 1, 2, 3, 4, 6, 8, 9, 10], 12, '大', '双'],
    [[4, 6, 1, 2, 3, 5, 7, 8, 9, 10], 10, '小', '双'],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, '小', '单'],
    [[10, 9, 1, 2, 3, 4, 5, 6, 7, 8], 19, '大', '单'],
  ])('%j: 冠亚和 %i is %s %s', (balls, sum, size, parity) => {
    const d = detail(balls);
    expect(d.guanYaHe).toBe(sum);
    expect(d.guanYaHeDaXiao).toBe(size);
    expect(d.guanYaHeDanShuang).toBe(parity);
  });

  it('classifies each rank: 5 is 小, 6 is 大', () => {
    const d = detail([5, 6, 1, 10, 2, 9, 3, 8, 4, 7]);
    expect(d.hmDaXiao).toEqual(['小', '大', '小', '大', '小', '大', '小', '大', '小', '大']);
    expect(d.hmDanShuang).toEqual(['单', '双', '单', '双', '双', '单', '单', '双', '双', '单']);
  });

  it('compares 1V10 … 5V6 for 龙虎', () => {
    // 1v10: 3 vs 6 虎; 2v9: 8 vs 7 龙; 3v8: 1 vs 4 虎; 4v7: 10 vs 9 龙; 5v6: 5 vs 2 龙
    expect(detail([3, 8, 1, 10, 5, 2, 9, 4, 7, 6]).longHu).toEqual(['虎', '龙', '虎', '龙', '龙']);
  });

  it('has exactly the documented keys', () => {
    expect(Object.keys(detail([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).sort()).toEqual(
      ['guanYaHe', 'guanYaHeDaXiao', 'guanYaHeDanShuang', 'hmDaXiao', 'hmDanShuang', 'longHu'].sort(),
    );
  });
});
