import { ruleDetail } from '../ruleDetail';
import { fangWeiOf, zhongFaBaiOf } from './kl10';

const detail = (balls: number[]) => ruleDetail('kl10', balls, 0);

describe('kl10 ruleDetail', () => {
  it.each([
    [[20, 19, 18, 1, 2, 3, 4, 16], 83, '小', '单', '小'],
    [[20, 19, 18, 1, 2, 3, 4, 17], 84, '和', '双', '小'],
    [[20, 19, 18, 1, 2, 3, 5, 17], 85, '大', '单', '大'],
    [[1, 2, 3, 4, 5, 6, 7, 8], 36, '小', '双', '大'],
    [[13, 14, 15, 16, 17, 18, 19, 20], 132, '大', '双', '小'],
  ])('%j: 总和 %i is %s %s, 尾数 %s', (balls, sum, size, parity, tail) => {
    const d = detail(balls);
    expect(d.zongHe).toBe(sum);
    expect(d.zongHeDaXiao).toBe(size);
    expect(d.zongHeDanShuang).toBe(parity);
    expect(d.zongHeWeiShuDaXiao).toBe(tail);
  });

  it('classifies each ball', () => {
    const d = detail([10, 11, 15, 20, 7, 8, 14, 19]);
    expect(d.hmDaXiao).toEqual(['小', '大', '大', '大', '小', '小', '大', '大']);
    expect(d.hmDanShuang).toEqual(['双', '单', '单', '双', '单', '双', '双', '单']);
    expect(d.hmWeiShuDaXiao).toEqual(['小', '小', '大', '小', '大', '大', '小', '大']);
    expect(d.hmHeShuDanShuang).toEqual(['单', '双', '双', '双', '单', '双', '单', '双']);
    expect(d.hmZhongFaBai).toEqual(['发', '发', '白', '白', '中', '发', '发', '白']);
    expect(d.hmFangWei).toEqual(['南', '西', '西', '北', '西', '北', '南', '西']);
    expect(d.longHu).toBe('虎');
  });

  it('compares ball 1 with ball 8 for 龙虎', () => {
    expect(detail([20, 1, 2, 3, 4, 5, 6, 7]).longHu).toBe('龙');
  });

  it.each([
    [1, '中', '东'],
    [7, '中', '西'],
    [8, '发', '北'],
    [14, '发', '南'],
    [15, '白', '西'],
    [17, '白', '东'],
    [20, '白', '北'],
  ])('%i is %s and %s', (n, zfb, dir) => {
    expect(zhongFaBaiOf(n)).toBe(zfb);
    expect(fangWeiOf(n)).toBe(dir);
  });
});
