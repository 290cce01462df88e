import { ruleDetail } from '../ruleDetail';

const detail = (balls: number[]) => ruleDetail('others', balls, 0);

describe('others (fc3d, pl3, shssc) ruleDetail', () => {
  it.each([
    [[4, 0, 9], 13, '小', '单', 9, '组六'],
    [[5, 0, 9], 14, '大', '双', 9, '组六'],
    [[0, 0, 0], 0, '小', '双', 0, '豹子'],
    [[9, 9, 9], 27, '大', '单', 0, '豹子'],
    [[7, 1, 7], 15, '大', '单', 6, '组三'],
  ])('%j: 和值 %i %s %s, 跨度 %i, %s', (balls, sum, size, parity, span, shape) => {
    const d = detail(balls);
    expect(d.zongHe).toBe(sum);
    expect(d.zongHeDaXiao).toBe(size);
    expect(d.zongHeDanShuang).toBe(parity);
    expect(d.kuaDu).toBe(span);
    expect(d.xingTai).toBe(shape);
  });

  it.each([
    [
      [4, 5, 0],
      ['小', '大', '小'],
      ['双', '单', '双'],
      ['合', '质', '合'],
    ],
    [
      [1, 2, 9],
      ['小', '小', '大'],
      ['单', '双', '单'],
      ['质', '质', '合'],
    ],
    [
      [3, 7, 6],
      ['小', '大', '大'],
      ['单', '单', '双'],
      ['质', '质', '合'],
    ],
    [
      [5, 8, 4],
      ['大', '大', '小'],
      ['单', '双', '双'],
      ['质', '合', '合'],
    ],
  ])('%j per digit', (balls, size, parity, prime) => {
    const d = detail(balls);
    expect(d.hmDaXiao).toEqual(size);
    expect(d.hmDanShuang).toEqual(parity);
    expect(d.hmZhiHe).toEqual(prime);
  });

  it('reads real 福彩3D draws (2026196: 4 1 9; 2004002: 5 5 7)', () => {
    expect(detail([4, 1, 9])).toMatchObject({ zongHe: 14, zongHeDaXiao: '大', kuaDu: 8, xingTai: '组六' });
    expect(detail([5, 5, 7])).toMatchObject({ zongHe: 17, zongHeDanShuang: '单', kuaDu: 2, xingTai: '组三' });
  });
});
