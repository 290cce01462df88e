import { FAMILY_ORDER } from '../families';
import type { Family } from '../types';
import { isTrendType, TREND_TYPE_IDS, trendTypesFor } from './index';

const keysOf = (group: Family, type: string, position: string) =>
  trendTypesFor(group)
    .find((t) => t.type === type)
    ?.positions.find((p) => p.key === position)
    ?.keys.map((k) => k.key);

describe('trendTypesFor', () => {
  it.each<[Family, string[]]>([
    [
      'pk10',
      ['basic', 'distribution', 'lingyierlu', 'daxiao', 'danshuang', 'jhihHe', 'shengPingJiang', 'guanYaHe', 'longHu'],
    ],
    [
      'ssc',
      [
        'basic',
        'distribution',
        'distributionTotal',
        'distributionShape',
        'lingyierlu',
        'daxiao',
        'danshuang',
        'jhihHe',
        'shengPingJiang',
        'sum',
        'sumShape',
        'longHu',
      ],
    ],
    [
      '11x5',
      [
        'basic',
        'distribution',
        'distributionTotal',
        'lingyierlu',
        'daxiao',
        'danshuang',
        'jhihHe',
        'shengPingJiang',
        'sum',
        'sumShape',
      ],
    ],
    [
      'k3',
      [
        'basic',
        'distribution',
        'distributionTotal',
        'distributionShape',
        'lingyierlu',
        'daxiao',
        'danshuang',
        'jhihHe',
        'shengPingJiang',
        'sum',
        'sumShape',
        'daxiaoRatio',
        'danshuangRatio',
      ],
    ],
    [
      'kl10',
      [
        'basic',
        'distribution',
        'distributionTotal',
        'lingyierlu',
        'daxiao',
        'danshuang',
        'jhihHe',
        'shengPingJiang',
        'sum',
        'sumShape',
        'longHu',
        'daxiaoRatio',
        'danshuangRatio',
      ],
    ],
    ['kl8', ['distribution', 'distributionTotal', 'distributionShape', 'sum', 'sumShape']],
    [
      'xy28',
      [
        'basic',
        'distribution',
        'distributionTotal',
        'distributionShape',
        'lingyierlu',
        'daxiao',
        'danshuang',
        'jhihHe',
        'shengPingJiang',
        'sum',
        'sumShape',
      ],
    ],
    [
      'hk6',
      [
        'basic',
        'distribution',
        'distributionTotal',
        'lingyierlu',
        'daxiao',
        'danshuang',
        'jhihHe',
        'shengPingJiang',
        'sum',
        'sumShape',
      ],
    ],
    [
      'others',
      [
        'basic',
        'distribution',
        'distributionTotal',
        'distributionShape',
        'lingyierlu',
        'daxiao',
        'danshuang',
        'jhihHe',
        'shengPingJiang',
        'sum',
        'sumShape',
      ],
    ],
  ])('%s offers %j', (group, types) => {
    expect(trendTypesFor(group).map((t) => t.type)).toEqual(types);
  });

  it('labels every type, position and key in Chinese or digits', () => {
    const han = /[\u4e00-\u9fff]/;
    for (const group of FAMILY_ORDER) {
      for (const t of trendTypesFor(group)) {
        expect(t.label).toMatch(han);
        for (const p of t.positions) {
          expect(p.label).toMatch(han);
          expect(new Set(p.keys.map((k) => k.key)).size).toBe(p.keys.length);
          for (const k of p.keys) expect(k.label).toMatch(/^([\u4e00-\u9fff]|\d)/);
        }
      }
    }
  });

  it('uses the family position labels and number keys', () => {
    const basic = trendTypesFor('pk10')[0];
    expect(basic.positions.map((p) => p.label).slice(0, 3)).toEqual(['冠军', '亚军', '第三名']);
    expect(basic.positions[0].keys[0]).toEqual({ key: 'num1', label: '01' });
    expect(trendTypesFor('others')[0].positions[0].keys[0]).toEqual({ key: 'num0', label: '0' });
    expect(keysOf('hk6', 'basic', 'hm7')).toHaveLength(49);
  });

  it('has no impossible keys', () => {
    // 和 per ball only in 11选5 (11) and the six-mark special number (49).
    expect(keysOf('11x5', 'daxiao', 'hm1')).toEqual(['daxiao_da', 'daxiao_xiao', 'daxiao_he']);
    expect(keysOf('hk6', 'daxiao', 'hm1')).toEqual(['daxiao_da', 'daxiao_xiao']);
    expect(keysOf('hk6', 'danshuang', 'hm7')).toEqual(['danshuang_dan', 'danshuang_shuang', 'danshuang_he']);
    expect(keysOf('pk10', 'daxiao', 'hm1')).toEqual(['daxiao_da', 'daxiao_xiao']);
    // 龙虎 和 only where digits repeat.
    expect(keysOf('ssc', 'longHu', 'lh1')).toEqual(['longHu_long', 'longHu_hu', 'longHu_he']);
    expect(keysOf('kl10', 'longHu', 'lh1')).toEqual(['longHu_long', 'longHu_hu']);
    expect(
      trendTypesFor('pk10')
        .find((t) => t.type === 'longHu')!
        .positions.map((p) => p.label),
    ).toEqual(['冠军VS第十名', '亚军VS第九名', '第三名VS第八名', '第四名VS第七名', '第五名VS第六名']);
    // Sum 和 only where a sum can be neither 大 nor 小.
    expect(keysOf('ssc', 'sumShape', 'sum')).toEqual(['daxiao_da', 'daxiao_xiao', 'danshuang_dan', 'danshuang_shuang']);
    expect(keysOf('k3', 'sumShape', 'sum')).toEqual([
      'daxiao_da',
      'daxiao_xiao',
      'daxiao_he',
      'danshuang_dan',
      'danshuang_shuang',
    ]);
    expect(keysOf('kl10', 'sumShape', 'sum')).toContain('mantissa_daxiao_da');
    // Counts a legal draw can reach.
    expect(keysOf('11x5', 'distributionTotal', 'daCount')).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => `hmDaXiaoDaCount_count${n}`),
    );
    expect(keysOf('hk6', 'distributionTotal', 'daCount')).toHaveLength(7);
    expect(keysOf('ssc', 'distributionTotal', 'distinct')).toEqual(['count1', 'count2', 'count3', 'count4', 'count5']);
    expect(keysOf('kl10', 'distributionTotal', 'distinct')).toBeUndefined();
    expect(keysOf('k3', 'distributionShape', 'shape')).toEqual([
      'puke_baoZih',
      'puke_dueiZih',
      'puke_sanBuTong',
      'puke_shunZih',
    ]);
  });

  it('ranges the sums and ratios', () => {
    expect(keysOf('pk10', 'guanYaHe', 'gyh')).toEqual(Array.from({ length: 17 }, (_, i) => `num${i + 3}`));
    expect(keysOf('ssc', 'sum', 'sum')).toHaveLength(46);
    expect(keysOf('11x5', 'sum', 'sum')?.slice(0, 1)).toEqual(['num15']);
    expect(keysOf('kl10', 'sum', 'sum')).toHaveLength(97);
    expect(keysOf('kl8', 'sum', 'sum')).toEqual([
      'sum_210to695',
      'sum_696to763',
      'sum_764to855',
      'sum_856to923',
      'sum_924to1410',
    ]);
    expect(keysOf('k3', 'daxiaoRatio', 'ratio')).toEqual([
      'hmDaXiaoRatio_3to0',
      'hmDaXiaoRatio_2to1',
      'hmDaXiaoRatio_1to2',
      'hmDaXiaoRatio_0to3',
    ]);
    expect(keysOf('kl10', 'danshuangRatio', 'ratio')).toHaveLength(9);
    expect(trendTypesFor('kl10').find((t) => t.type === 'daxiaoRatio')!.positions[0].keys[0]).toEqual({
      key: 'hmDaXiaoRatio_8to0',
      label: '8:0',
    });
  });

  it('returns nothing for an unknown family', () => {
    expect(trendTypesFor('lotto' as Family)).toEqual([]);
  });
});

describe('isTrendType', () => {
  it('knows which family offers which type', () => {
    expect(isTrendType('pk10', 'guanYaHe')).toBe(true);
    expect(isTrendType('ssc', 'guanYaHe')).toBe(false);
    expect(isTrendType('kl8', 'basic')).toBe(false);
    expect(isTrendType('k3', 'daxiaoRatio')).toBe(true);
    expect(isTrendType('ssc', 'daxiaoRatio')).toBe(false);
    expect(isTrendType('ssc', 'toString')).toBe(false);
    expect(isTrendType('nope', 'basic')).toBe(false);
    expect(isTrendType('constructor', 'basic')).toBe(false);
  });

  it('every id of TREND_TYPE_IDS is offered somewhere', () => {
    for (const id of TREND_TYPE_IDS) expect(FAMILY_ORDER.some((g) => isTrendType(g, id))).toBe(true);
  });
});
