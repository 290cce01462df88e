import { FAMILY_ORDER, type Family } from '@cp/shared/domain';
import { allTypesOf, typesOf, viewsFor } from './views';

const labels = (g: Family) => viewsFor(g).map((v) => v.label);

describe('viewsFor', () => {
  it.each<[Family, string[]]>([
    ['pk10', ['定位', '基本', '大小', '单双', '冠亚和', '号码分布', '龙虎']],
    ['ssc', ['定位', '基本', '大小', '单双', '号码分布', '和值', '龙虎', '形态']],
    ['k3', ['定位', '基本', '大小', '单双', '号码分布', '和值', '形态']],
    ['kl10', ['定位', '基本', '大小', '单双', '号码分布', '和值', '龙虎']],
    ['kl8', ['号码分布', '和值', '形态']],
    ['hk6', ['定位', '基本', '大小', '单双', '号码分布', '和值']],
    ['others', ['定位', '基本', '大小', '单双', '号码分布', '和值', '形态']],
  ])('%s offers %j', (group, expected) => {
    expect(labels(group)).toEqual(expected);
  });

  it('puts 012路, 质合 and 升平降 beside 基本走势, and the ratios of 快3 and 快乐10分 beside 大小 / 单双', () => {
    const k3 = viewsFor('k3');
    expect(k3.find((v) => v.id === 'basic')!.tabs.map((t) => t.label)).toEqual([
      '基本走势',
      '012路走势',
      '质合走势',
      '升平降走势',
    ]);
    expect(k3.find((v) => v.id === 'daxiao')!.tabs.map((t) => t.label)).toEqual(['大小走势', '大小比']);
    expect(
      viewsFor('kl10')
        .find((v) => v.id === 'danshuang')!
        .tabs.map((t) => t.label),
    ).toEqual(['单双走势', '单双比']);
    expect(
      viewsFor('others')
        .find((v) => v.id === 'distribution')!
        .tabs.map((t) => t.label),
    ).toEqual(['号码分布', '分布总数']);
  });

  it('makes 定位 one tab per position holding that position in every per-position type', () => {
    const fixed = viewsFor('pk10')[0];
    expect(fixed.tabs.map((t) => t.label)).toEqual([
      '冠军',
      '亚军',
      '第三名',
      '第四名',
      '第五名',
      '第六名',
      '第七名',
      '第八名',
      '第九名',
      '第十名',
    ]);
    expect(fixed.tabs[0].sources).toEqual([
      { type: 'basic', positions: ['hm1'], label: '号码' },
      { type: 'daxiao', positions: ['hm1'], label: '大小' },
      { type: 'danshuang', positions: ['hm1'], label: '单双' },
      { type: 'jhihHe', positions: ['hm1'], label: '质合' },
      { type: 'lingyierlu', positions: ['hm1'], label: '012路' },
      { type: 'shengPingJiang', positions: ['hm1'], label: '升平降' },
    ]);
    expect(typesOf(fixed.tabs[3])).toHaveLength(6);
  });

  it('covers every trend type of every family', () => {
    for (const g of FAMILY_ORDER) {
      const all = allTypesOf(viewsFor(g));
      expect(new Set(all).size).toBe(all.length);
    }
    expect(allTypesOf(viewsFor('pk10')).sort()).toEqual(
      [
        'basic',
        'danshuang',
        'daxiao',
        'distribution',
        'guanYaHe',
        'jhihHe',
        'lingyierlu',
        'longHu',
        'shengPingJiang',
      ].sort(),
    );
  });

  it('has no views for an unknown family', () => {
    expect(viewsFor('nope' as Family)).toEqual([]);
  });
});
