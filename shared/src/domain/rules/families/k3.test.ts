import { ruleDetail } from '../ruleDetail';

const detail = (balls: number[]) => ruleDetail('k3', balls, 0);

describe('k3 ruleDetail', () => {
  it.each([
    [[1, 1, 1], 3, '和', '单', '三同号'],
    [[1, 1, 2], 4, '小', '双', '二同号'],
    [[2, 2, 2], 6, '小', '双', '三同号'], // only 111 and 666 are 和
    [[4, 4, 2], 10, '小', '双', '二同号'],
    [[5, 4, 2], 11, '大', '单', '三不同'],
    [[4, 5, 6], 15, '大', '单', '三连号'],
    [[6, 6, 5], 17, '大', '单', '二同号'],
    [[6, 6, 6], 18, '和', '双', '三同号'],
    [[3, 1, 2], 6, '小', '双', '三连号'],
  ])('%j: 总和 %i is %s %s, 形态 %s', (balls, sum, size, parity, shape) => {
    const d = detail(balls);
    expect(d.zongHe).toBe(sum);
    expect(d.zongHeDaXiao).toBe(size);
    expect(d.zongHeDanShuang).toBe(parity);
    expect(d.xingTai).toBe(shape);
  });

  it('classifies each die: 3 小, 4 大', () => {
    const d = detail([3, 4, 6]);
    expect(d.hmDaXiao).toEqual(['小', '大', '大']);
    expect(d.hmDanShuang).toEqual(['单', '双', '双']);
  });
});
