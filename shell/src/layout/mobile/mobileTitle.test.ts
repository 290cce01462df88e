import { repoPlatform } from '../../testing/platform';
import { mobileTitle } from './mobileTitle';

describe('mobileTitle', () => {
  const platform = repoPlatform();
  const title = (path: string, suffix: string | null) => mobileTitle(suffix, platform.title(path), '168开奖网');

  it('prefers the title the page set, without the trailing bar', () => {
    expect(title('/m/lottery/trend/jspk10', '极速赛车 走势图表 |')).toBe('极速赛车 走势图表');
  });

  it("falls back to the section's name, then the site name", () => {
    expect(title('/m/changltx', null)).toBe('长龙提醒');
    expect(title('/m/images/pk10', null)).toBe('PK10图库');
    expect(title('/m/lottery/group/jisu', '')).toBe('开奖大厅');
    expect(title('/m', null)).toBe('168开奖网');
  });
});
