import { LOTTERIES } from './lotteries';
import { LOCAL_PLACES, localPlaces } from './places';
import type { LotteryDef } from './types';

describe('places of the local lotteries', () => {
  it('gives every local lottery of the catalogue a place, and no other lottery one', () => {
    const local = LOTTERIES.filter((l) => l.category === 'local').map((l) => l.code);
    expect(local.length).toBeGreaterThan(0);
    expect(Object.keys(LOCAL_PLACES).sort()).toEqual([...local].sort());
  });

  it.each([
    ['ahk3', '340000', '安徽省', '合肥市'],
    ['gxk3', '450000', '广西壮族自治区', '南宁市'],
    ['shssc', '310000', '上海市', '上海市'],
  ])('%s is run in %s %s %s', (code, placeCode, province, city) => {
    expect(LOCAL_PLACES[code]).toEqual({ code: placeCode, province, city });
  });

  it('uses province-level division codes (six digits ending in 0000)', () => {
    for (const place of Object.values(LOCAL_PLACES)) expect(place.code).toMatch(/^[1-9]\d0000$/);
  });

  it('groups the lotteries by place, ordered by place code', () => {
    expect(localPlaces(LOTTERIES)).toEqual([
      { code: '310000', province: '上海市', city: '上海市', lotteries: ['shssc'] },
      { code: '340000', province: '安徽省', city: '合肥市', lotteries: ['ahk3'] },
      { code: '450000', province: '广西壮族自治区', city: '南宁市', lotteries: ['gxk3'] },
    ]);
  });

  it('puts two lotteries of one place in one group, and ignores places of lotteries that are not local', () => {
    const ahk3 = LOTTERIES.find((l) => l.code === 'ahk3') as LotteryDef;
    const twin: LotteryDef = { ...ahk3, code: 'ahk3', name: '安徽快3 副本', sort: ahk3.sort + 100 };
    const notLocal: LotteryDef = { ...ahk3, category: 'gaopin' };
    expect(localPlaces([ahk3, twin])).toEqual([
      { code: '340000', province: '安徽省', city: '合肥市', lotteries: ['ahk3', 'ahk3'] },
    ]);
    expect(localPlaces([notLocal])).toEqual([]);
  });
});
