import { ruleDetail } from '../ruleDetail';

const detail = (balls: number[]) => ruleDetail('11x5', balls, 0);

describe('11x5 ruleDetail', () => {
  it.each([
    [[1, 2, 5, 10, 11], 29, '小', '单', '大'],
    [[1, 2, 6, 10, 11], 30, '和', '双', '小'],
    [[1, 2, 7, 10, 11], 31, '大', '单', '小'],
    [[1, 2, 3, 4, 5], 15, '小', '单', '大'],
    [[7, 8, 9, 10, 11], 45, '大', '单', '大'],
  ])('%j: 总和 %i is %s %s, 尾数 %s', (balls, sum, size, parity, tail) => {
    const d = detail(balls);
    expect(d.zongHe).toBe(sum);
    expect(d.zongHeDaXiao).toBe(size);
    expect(d.zongHeDanShuang).toBe(parity);
    expect(d.zongHeWeiShuDaXiao).toBe(tail);
  });

  it('makes 11 和 for per-ball 大小 and 单双; 5 小, 6 大', () => {
    const d = detail([11, 5, 6, 1, 10]);
    expect(d.hmDaXiao).toEqual(['和', '小', '大', '小', '大']);
    expect(d.hmDanShuang).toEqual(['和', '单', '双', '单', '双']);
  });

  it('compares 第一球 with 第五球 for 龙虎', () => {
    expect(detail([9, 1, 2, 3, 4]).longHu).toBe('龙');
    expect(detail([1, 2, 3, 4, 9]).longHu).toBe('虎');
  });
});
