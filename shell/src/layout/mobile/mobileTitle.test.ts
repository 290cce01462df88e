import { hasOwnHeader, headerMenu, isTabRoot, mobileTitle } from './mobileTitle';

describe('mobileTitle', () => {
  it('prefers the title the page set, without the trailing bar', () => {
    expect(mobileTitle('/m/lottery/trend/jspk10', '极速赛车 走势图表 |', '168开奖网')).toBe('极速赛车 走势图表');
  });

  it("falls back to the section's name, then the site name", () => {
    expect(mobileTitle('/m/changltx', null, '168开奖网')).toBe('长龙提醒');
    expect(mobileTitle('/m/images/pk10', null, '168开奖网')).toBe('PK10图库');
    expect(mobileTitle('/m/lottery/group/jisu', '', '168开奖网')).toBe('开奖大厅');
    expect(mobileTitle('/m', null, '168开奖网')).toBe('168开奖网');
  });
});

describe('header menu', () => {
  it('lists the five plan pages, without the current one', () => {
    expect(headerMenu('/m').map((i) => i.label)).toEqual(['两面推荐', '专家推荐', '长龙提醒', '杀号计划', '购彩计划']);
    expect(headerMenu('/m/expert/jspk10/2').map((i) => i.label)).toEqual([
      '两面推荐',
      '长龙提醒',
      '杀号计划',
      '购彩计划',
    ]);
    expect(headerMenu('/m/changltx').map((i) => i.to)).not.toContain('/m/changltx');
  });
});

describe('back button and own headers', () => {
  it('has no back button on the tab pages', () => {
    expect(['/m', '/m/lottery/group/hotLottery', '/m/images/liuHe', '/m/member'].every(isTabRoot)).toBe(true);
    expect(isTabRoot('/m/lottery/trend/jspk10')).toBe(false);
    expect(isTabRoot('/m/video/jspk10')).toBe(false);
  });

  it('leaves the member area its own headers', () => {
    expect(hasOwnHeader('/m/member/setting')).toBe(true);
    expect(hasOwnHeader('/m/lotterybet/lotteryhome/jspk10/rank')).toBe(false);
  });
});
