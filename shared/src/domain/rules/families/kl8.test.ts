import { validateBalls } from '../../families';
import { ruleDetail } from '../ruleDetail';

const detail = (balls: number[]) => ruleDetail('kl8', balls, 0);
const range = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Twenty distinct numbers of 1–80 with the given sum: start from 1…20 and raise the largest first. */
function drawWithSum(target: number): number[] {
  const balls = range(1, 20);
  let need = target - 210;
  for (let i = 19; i >= 0 && need > 0; i--) {
    const inc = Math.min(61 + i - balls[i], need);
    balls[i] += inc;
    need -= inc;
  }
  return balls;
}

describe('kl8 ruleDetail', () => {
  it.each([
    [210, '小', '双', '金'],
    [695, '小', '单', '金'],
    [696, '小', '双', '木'],
    [763, '小', '单', '木'],
    [764, '小', '双', '水'],
    [809, '小', '单', '水'],
    [810, '和', '双', '水'],
    [811, '大', '单', '水'],
    [855, '大', '单', '水'],
    [856, '大', '双', '火'],
    [923, '大', '单', '火'],
    [924, '大', '双', '土'],
    [1410, '大', '双', '土'],
  ])('总和 %i is %s %s, 五行 %s', (sum, size, parity, element) => {
    const balls = drawWithSum(sum);
    expect(validateBalls('kl8', balls)).toBeNull();
    const d = detail(balls);
    expect(d.zongHe).toBe(sum);
    expect(d.zongHeDaXiao).toBe(size);
    expect(d.zongHeDanShuang).toBe(parity);
    expect(d.zongHeWuXing).toBe(element);
  });

  it.each([
    [range(1, 20), '上盘', '和盘'],
    [range(61, 80), '下盘', '和盘'],
    [[...range(1, 10), ...range(71, 80)], '中盘', '和盘'],
    [[...range(1, 11), ...range(72, 80)], '上盘', '和盘'], // 11 low; odd: six of 1–11, four of 72–80
    [[...range(1, 11), ...range(71, 79)], '上盘', '奇盘'], // odd: six of 1–11, five of 71–79
    [range(1, 39, 2), '上盘', '奇盘'],
    [range(42, 80, 2), '下盘', '偶盘'],
    [[...range(2, 36, 2), 41, 80], '上盘', '偶盘'],
  ])('%j is %s and %s', (balls, pan, jiOu) => {
    const d = detail(balls);
    expect(d.shangXiaPan).toBe(pan);
    expect(d.jiOuPan).toBe(jiOu);
  });
});
