import { beijingDateStart } from '../../time';
import { ruleDetail } from '../ruleDetail';

const TUESDAY_2026 = beijingDateStart(2026, 3, 3) + 21.5 * 3600_000; // lunar 2026, year of the horse
const detail = (balls: number[], at = TUESDAY_2026) => ruleDetail('hk6', balls, at);

describe('hk6 ruleDetail', () => {
  it('derives every attribute of a draw (2026, year of the horse)', () => {
    expect(detail([3, 18, 27, 34, 41, 46, 49])).toEqual({
      shengXiao: ['龙', '牛', '龙', '鸡', '虎', '鸡', '马'],
      seBo: ['蓝', '红', '绿', '红', '蓝', '红', '绿'],
      wuXing: ['火', '火', '金', '金', '火', '木', '火'],
      zongHe: 218,
      zongHeDaXiao: '大',
      zongHeDanShuang: '双',
      hmDaXiao: ['小', '小', '大', '大', '大', '大', '和'],
      hmDanShuang: ['单', '双', '单', '双', '单', '双', '和'],
      chiSeBo: '绿',
      tmHeShuDanShuang: '和',
      tmWeiShuDaXiao: '和',
      tmJiaQinYeShou: '家禽',
    });
  });

  it.each([
    [24, '小', '双', '红', '双', '小'],
    [25, '大', '单', '蓝', '单', '大'],
    [48, '大', '双', '蓝', '双', '大'], // 4 + 8 = 12
    [47, '大', '单', '蓝', '单', '大'], // 4 + 7 = 11
    [49, '和', '和', '绿', '和', '和'],
    [1, '小', '单', '红', '单', '小'],
    [28, '大', '双', '绿', '双', '大'],
  ])('special %i: %s %s, 波色 %s, 合数 %s, 尾数 %s', (special, size, parity, colour, heShu, tail) => {
    const d = detail([2, 9, 30, 33, 40, 46, special]);
    expect((d.hmDaXiao as string[])[6]).toBe(size);
    expect((d.hmDanShuang as string[])[6]).toBe(parity);
    expect(d.chiSeBo).toBe(colour);
    expect(d.tmHeShuDanShuang).toBe(heShu);
    expect(d.tmWeiShuDaXiao).toBe(tail);
  });

  it('treats a regular 49 as 大 and 单 (only the special 49 is 和)', () => {
    const d = detail([49, 1, 2, 3, 4, 5, 6]);
    expect((d.hmDaXiao as string[])[0]).toBe('大');
    expect((d.hmDanShuang as string[])[0]).toBe('单');
  });

  it.each([
    [[10, 20, 30, 40, 44, 6, 24], 174, '小', '双'],
    [[10, 20, 30, 40, 44, 6, 25], 175, '大', '单'],
  ])('%j: 总和 %i is %s %s', (balls, sum, size, parity) => {
    const d = detail(balls);
    expect(d.zongHe).toBe(sum);
    expect(d.zongHeDaXiao).toBe(size);
    expect(d.zongHeDanShuang).toBe(parity);
  });

  it('changes 生肖 and 五行 at Spring Festival, not on 1 January', () => {
    const balls = [1, 2, 3, 4, 5, 6, 7];
    const eve = detail(balls, beijingDateStart(2026, 2, 16) + 21.5 * 3600_000);
    const day = detail(balls, beijingDateStart(2026, 2, 17) + 21.5 * 3600_000);
    expect(eve.shengXiao).toEqual(['蛇', '龙', '兔', '虎', '牛', '鼠', '猪']);
    expect(day.shengXiao).toEqual(['马', '蛇', '龙', '兔', '虎', '牛', '鼠']);
    expect(eve.wuXing).toEqual(['火', '火', '金', '金', '土', '土', '木']);
    expect(day.wuXing).toEqual(['水', '火', '火', '金', '金', '土', '土']);
    expect(eve.tmJiaQinYeShou).toBe('家禽'); // 猪
    expect(day.tmJiaQinYeShou).toBe('野兽'); // 鼠
  });

  it('reads the real draw 2025134 (2025-12-28: 7 10 11 19 25 30 + 45), year of the snake', () => {
    const d = detail([7, 10, 11, 19, 25, 30, 45], beijingDateStart(2025, 12, 28) + 21.5 * 3600_000);
    expect(d).toMatchObject({
      shengXiao: ['猪', '猴', '羊', '猪', '蛇', '鼠', '鸡'],
      seBo: ['红', '蓝', '绿', '红', '蓝', '红', '红'],
      wuXing: ['木', '火', '金', '土', '金', '水', '木'],
      zongHe: 147,
      zongHeDaXiao: '小',
      zongHeDanShuang: '单',
      chiSeBo: '红',
      tmHeShuDanShuang: '单',
      tmWeiShuDaXiao: '大',
      tmJiaQinYeShou: '家禽',
    });
  });
});
