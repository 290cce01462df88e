import { ruleDetail } from '../ruleDetail';

const detail = (balls: number[]) => ruleDetail('xy28', balls, 0);

/** Three digits with the given sum (0–27). */
function digitsWithSum(sum: number): number[] {
  const a = Math.min(9, sum);
  const b = Math.min(9, sum - a);
  return [a, b, sum - a - b];
}

/** 波色 of every sum 0–27, written out by hand from the table in xy28.ts. */
const COLOUR_BY_SUM = [
  '无', '绿', '蓝', '红', '绿', '蓝', '红', '绿', '蓝', '红',
  '绿', '蓝', '红', '无', '无', '红', '绿', '蓝', '红', '绿',
  '蓝', '红', '绿', '蓝', '红', '绿', '蓝', '无',
]; // prettier-ignore

describe('xy28 ruleDetail', () => {
  it.each([
    [0, '小', '双', '极小'],
    [5, '小', '单', '极小'],
    [6, '小', '双', '无'],
    [13, '小', '单', '无'],
    [14, '大', '双', '无'],
    [21, '大', '单', '无'],
    [22, '大', '双', '极大'],
    [27, '大', '单', '极大'],
  ])('和值 %i is %s %s, 极值 %s', (sum, size, parity, extreme) => {
    const d = detail(digitsWithSum(sum));
    expect(d.zongHe).toBe(sum);
    expect(d.zongHeDaXiao).toBe(size);
    expect(d.zongHeDanShuang).toBe(parity);
    expect(d.zongHeZuHe).toBe(size + parity);
    expect(d.jiZhi).toBe(extreme);
  });

  it.each(COLOUR_BY_SUM.map((c, s) => [s, c]))('和值 %i has 波色 %s', (sum, colour) => {
    expect(detail(digitsWithSum(sum as number)).boSe).toBe(colour);
  });

  it('classifies each digit', () => {
    const d = detail([4, 5, 9]);
    expect(d.hmDaXiao).toEqual(['小', '大', '大']);
    expect(d.hmDanShuang).toEqual(['双', '单', '单']);
  });
});
