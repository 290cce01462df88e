import { digitSum, digitSumParityLabel, longHuOf, parityOf, sideLabel, tailSizeLabel } from './labels';

describe('two-sided label helpers', () => {
  it('compares 龙虎 with ties as 和', () => {
    expect(longHuOf(9, 2)).toBe('long');
    expect(longHuOf(2, 9)).toBe('hu');
    expect(longHuOf(4, 4)).toBe('he');
    expect(['long', 'hu', 'he'].map((v) => sideLabel(v as never))).toEqual(['龙', '虎', '和']);
  });

  it('gives parity of sums', () => {
    expect(parityOf(0)).toBe('shuang');
    expect(parityOf(11)).toBe('dan');
  });

  it.each([
    [0, '小'],
    [4, '小'],
    [5, '大'],
    [9, '大'],
    [20, '小'],
    [85, '大'],
  ])('尾数大小 of %i is %s', (n, label) => {
    expect(tailSizeLabel(n)).toBe(label);
  });

  it.each([
    [7, 7, '单'],
    [10, 1, '单'],
    [19, 10, '双'],
    [20, 2, '双'],
    [49, 13, '单'],
  ])('合数 of %i is %i (%s)', (n, sum, label) => {
    expect(digitSum(n)).toBe(sum);
    expect(digitSumParityLabel(n)).toBe(label);
  });
});
