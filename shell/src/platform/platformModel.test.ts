import type { ChosenRemote } from '@cp/shared/mf';
import { readRuntime } from '@cp/shared/mf';
import { repoPlatform } from '../testing/platform';
import { createPlatform } from './platformModel';

/**
 * The platform of this repository's remote contracts must show exactly what the shell used to
 * hard-code: the tables below are the shell's former tests, now fed by the contracts.
 */
const platform = repoPlatform();

describe('desktop menu from the contracts', () => {
  it('has the entries in the order users know, with the shell’s own ones in their slots', () => {
    expect(platform.menu.map((m) => m.label)).toEqual([
      '首页',
      '彩票大厅',
      '图库',
      '预测',
      '长龙提醒',
      '走势图表',
      '开奖调用',
      '竞猜中心',
    ]);
    expect(platform.menu.map((m) => m.remote)).toEqual([
      null,
      null,
      'mf_gallery',
      'mf_prediction',
      'mf_trend',
      'mf_trend',
      null,
      'mf_guess',
    ]);
  });

  it('has the four prediction tabs in order with their kinds', () => {
    const plan = platform.menu.find((m) => m.id === 'plan');
    expect(plan?.dropdown?.type).toBe('lotteryTabs');
    const tabs = plan?.dropdown?.type === 'lotteryTabs' ? plan.dropdown.tabs : [];
    expect(tabs.map((t) => [t.label, t.kind, t.base])).toEqual([
      ['两面推荐', 'liangMian', '/lmTj'],
      ['专家推荐', 'zhuanJia', '/expert'],
      ['购彩计划', 'gouCai', '/buyplan'],
      ['杀号计划', 'shaHao', '/shJh'],
    ]);
  });

  it.each([
    ['/', 'home'],
    ['/lottery/trend', 'trend'],
    ['/lottery/trend/jspk10', 'trend'],
    ['/lottery/history/jspk10', 'hall'],
    ['/images/pk10', 'gallery'],
    ['/expert/jspk10/3', 'plan'],
    ['/shJh', 'plan'],
    ['/changltx', 'changlong'],
    ['/transfer', 'transfer'],
    ['/lotterybet/lotteryhome/jspk10/rank', 'guess'],
    ['/member', null],
    ['/expertise', null],
  ])('%s highlights %p', (path, key) => {
    expect(platform.activeMenu(path)).toBe(key);
  });
});

describe('login check paths from the contracts', () => {
  it.each([
    ['/member', true],
    ['/member/', true],
    ['/member/integral', true],
    ['/member/jingTsai', true],
    ['/m/member', true],
    ['/m/member/info', true],
    ['/m/member/edit', true],
    ['/m/member/setting', true],
    ['/m/member/login', false],
    ['/m/member/register', false],
    ['/m/member/forgot', false],
    ['/m/member/state', false],
    ['/m/member/loginx', true],
    ['/lotterybet/lotteryhome/jspk10/mylotterybet', true],
    ['/lotterybet/lotteryhome/mysubscription', true],
    ['/lotterybet/lotteryhome/jspk10/newlotterybet', true],
    ['/m/lotterybet/lotteryhome/jspk10/mylotterybet', true],
    ['/lotterybet/lotteryhome/jspk10/rank', false],
    ['/lotterybet/lotteryhome/jspk10/userInfo/3', false],
    ['/memberx', false],
    ['/login', false],
    ['/feedback', false],
    ['/', false],
    ['/m', false],
  ])('%s → %p', (path, expected) => {
    expect(platform.isProtected(path)).toBe(expected);
  });

  it('sends to the login pages of the remote that declares them', () => {
    expect(platform.loginPage('desktop')).toBe('/login?mode=login');
    expect(platform.loginPage('mobile')).toBe('/m/member/login');
  });
});

describe('mobile header and tab bar from the contracts', () => {
  it('lists the five plan pages and the APP page in the header menu, without the current one', () => {
    expect(platform.headerMenu('/m').map((i) => i.label)).toEqual([
      '两面推荐',
      '专家推荐',
      '长龙提醒',
      '杀号计划',
      '购彩计划',
      '手机APP',
    ]);
    expect(platform.headerMenu('/m/expert/jspk10/2').map((i) => i.label)).toEqual([
      '两面推荐',
      '长龙提醒',
      '杀号计划',
      '购彩计划',
      '手机APP',
    ]);
    expect(platform.headerMenu('/m/changltx').map((i) => i.path)).not.toContain('/m/changltx');
    expect(platform.headerMenu('/m/app').map((i) => i.path)).not.toContain('/m/app');
    expect(platform.headerMenu('/m/app')).toHaveLength(5);
  });

  it('has the five tabs, 图库 with its submenu', () => {
    expect(platform.tabs.map((t) => [t.label, t.path ?? null, t.icon])).toEqual([
      ['首页', '/m', 'home'],
      ['开奖', '/m/lottery/group/hotLottery', 'clock'],
      ['图库', null, 'picture'],
      ['竞猜', '/m/lotterybet/lotteryhome/jspk10/rank', 'trophy'],
      ['我的', '/m/member', 'person'],
    ]);
    expect(platform.tabs[2].items).toEqual([
      { label: '六合彩', path: '/m/images/liuHe' },
      { label: 'PK10', path: '/m/images/pk10' },
    ]);
  });

  it.each([
    ['/m', 'home'],
    ['/m/lottery/group/jisu', 'draw'],
    ['/m/images/pk10', 'gallery'],
    ['/m/lotterybet/lotteryhome/jspk10/rank', 'guess'],
    ['/m/member/setting', 'mine'],
    ['/m/changltx', null],
  ])('%s highlights tab %p', (path, id) => {
    expect(platform.activeTab(path)).toBe(id);
  });

  it('has no back button on the tab pages', () => {
    expect(
      [
        '/m',
        '/m/lottery/group/hotLottery',
        '/m/images/liuHe',
        '/m/member',
        '/m/lotterybet/lotteryhome/jspk10/rank',
      ].every(platform.isTabRoot),
    ).toBe(true);
    expect(platform.isTabRoot('/m/lottery/trend/jspk10')).toBe(false);
    expect(platform.isTabRoot('/m/video/jspk10')).toBe(false);
    expect(platform.isTabRoot('/m/member/setting')).toBe(false);
  });

  it('leaves the member area its own headers', () => {
    expect(platform.hasOwnHeader('/m/member/setting')).toBe(true);
    expect(platform.hasOwnHeader('/m/lotterybet/lotteryhome/jspk10/rank')).toBe(false);
  });

  it('titles sections by the longest prefix', () => {
    expect(platform.title('/m/images/liuHe/3')).toBe('六合彩图库');
    expect(platform.title('/m/images/other')).toBe('图库');
    expect(platform.title('/m/video/jspk10')).toBe('开奖视频');
    expect(platform.title('/m/news/3')).toBe('公告资讯');
    expect(platform.title('/m/app')).toBe('手机APP');
    expect(platform.title('/m/unknown')).toBeNull();
  });
});

describe('links and redirects from the contracts', () => {
  it('fills named links per device', () => {
    expect(platform.link('trend', 'desktop', { code: 'hk6' })).toBe('/lottery/trend/hk6');
    expect(platform.link('history', 'mobile', { code: 'fc3d' })).toBe('/m/lottery/history/fc3d');
    expect(platform.link('feedback', 'mobile')).toBeNull();
    expect(platform.link('nothing', 'desktop')).toBeNull();
  });

  it('redirects /images to the 六合彩 library and /lotterybet to the guess centre home', () => {
    expect(platform.redirects).toEqual({
      desktop: [
        { from: '/images', to: '/images/liuHe' },
        { from: '/lotterybet', to: '/lotterybet/lotteryhome' },
      ],
      mobile: [
        { from: '/m/images', to: '/m/images/liuHe' },
        { from: '/m/lotterybet', to: '/m/lotterybet/lotteryhome' },
      ],
    });
  });
});

describe('a registry without contracts (entries published before them)', () => {
  const old: ChosenRemote[] = [
    {
      name: 'mf_member',
      version: '0.1.0-a',
      entry: '/x',
      canary: false,
      ...readRuntime({ routes: ['/member', '/m/member'] }),
    },
  ];
  const bare = createPlatform(old);

  it('still has the shell’s own entries and protects nothing it was not told to', () => {
    expect(bare.menu.map((m) => m.label)).toEqual(['首页', '彩票大厅', '开奖调用']);
    expect(bare.tabs.map((t) => t.label)).toEqual(['首页', '开奖']);
    expect(bare.isProtected('/member')).toBe(false);
    expect(bare.loginPage('desktop')).toBe('/');
    expect(bare.loginPage('mobile')).toBe('/m');
    expect(bare.link('trend', 'desktop', { code: 'x' })).toBeNull();
    expect(bare.title('/m/lottery/group/jisu')).toBe('开奖大厅');
  });
});

describe('pages about one lottery from the contracts', () => {
  it.each([
    ['/lottery/trend/jspk10', 'jspk10'],
    ['/lottery/history/xxx', 'xxx'],
    ['/m/lottery/trend/hk6', 'hk6'],
    ['/lmTj/nope', 'nope'],
    ['/m/expert/fc3d/1001', 'fc3d'],
    ['/lotterybet/lotteryhome/xyft/rank', 'xyft'],
    ['/m/video/jsk3', 'jsk3'],
    ['/transfer/toolbox/pl3', 'pl3'],
    ['/lottery/trend', null],
    ['/lotterybet/lotteryhome/mylotterybet', null],
    ['/changltx', null],
    ['/m/member/login', null],
    ['/', null],
  ])('%s names the lottery %p', (path, code) => {
    expect(platform.lotteryCode(path)).toBe(code);
  });
});
