import { hallMenu, seriesMenu } from './menuModel';

const l = (
  code: string,
  category: 'jisu' | 'gaopin' | 'local' | 'china',
  series: string,
  sort: number,
  seriesSort?: number,
) => ({ code, name: `N-${code}`, category, series, sort, seriesSort });

describe('hallMenu', () => {
  const lotteries = [
    l('hk6', 'china', '六合彩', 22, 6),
    l('jsssc', 'jisu', '时时彩', 4, 2),
    l('jspk10', 'jisu', 'PK10', 1, 1),
    l('cqssc', 'gaopin', '时时彩', 5, 2),
    l('jsft', 'jisu', 'PK10', 2, 1),
  ];

  const trendOf = (code: string) => `/lottery/trend/${code}`;

  it('groups by category in the order 极速, 高频, 地方, 全国, leaving out empty ones', () => {
    expect(hallMenu(lotteries, trendOf).map((c) => c.label)).toEqual(['极速彩', '高频彩', '全国彩']);
  });

  it('groups each category by series in series order, labelled "<series> 系列"', () => {
    const [jisu] = hallMenu(lotteries, trendOf);
    expect(jisu.groups.map((g) => g.label)).toEqual(['PK10 系列', '时时彩 系列']);
    expect(jisu.groups[0].links).toEqual([
      { code: 'jspk10', label: 'N-jspk10', to: '/lottery/trend/jspk10' },
      { code: 'jsft', label: 'N-jsft', to: '/lottery/trend/jsft' },
    ]);
  });

  it('is empty without lotteries', () => {
    expect(hallMenu([], trendOf)).toEqual([]);
  });

  it('leaves a lottery unlinked when no remote declares its trend page', () => {
    expect(hallMenu(lotteries, () => null)[0].groups[0].links[0].to).toBeNull();
  });
});

describe('seriesMenu', () => {
  it('links each lottery under the tab base', () => {
    const groups = [{ series: 'PK10', label: 'PK10 系列', sort: 1, list: [l('jspk10', 'jisu', 'PK10', 1)] }];
    expect(seriesMenu(groups, '/shJh')[0].links[0].to).toBe('/shJh/jspk10');
  });
});
