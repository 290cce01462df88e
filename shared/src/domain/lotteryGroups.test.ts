import { CATEGORY_ORDER } from './catalogue';
import { DEFAULT_LOTTERY_GROUP, LOTTERY_GROUPS, lotteryGroupRedirect } from './lotteryGroups';

describe('lotteryGroupRedirect', () => {
  it.each([
    ['/m/lottery/group/nope', '/m/lottery/group/hotLottery'],
    ['/m/lottery/group/nope/', '/m/lottery/group/hotLottery'],
    ['/m/lottery/group/%3Cscript%3E', '/m/lottery/group/hotLottery'],
    ['/m/lottery/group/HOTLOTTERY', '/m/lottery/group/hotLottery'],
    // the groups it has, the hall without a group (its first), and other paths stay
    ['/m/lottery/group/hotLottery', null],
    ['/m/lottery/group/jisu', null],
    ['/m/lottery/group/china/', null],
    ['/m/lottery/group', null],
    ['/m/lottery/group/jisu/more', null],
    ['/lottery/group/nope', null],
    ['/m', null],
  ])('%s → %p', (path, target) => {
    expect(lotteryGroupRedirect(path)).toBe(target);
  });

  it('has 热门 first, then every category, and opens on 热门', () => {
    expect(LOTTERY_GROUPS).toEqual(['hotLottery', ...CATEGORY_ORDER]);
    expect(DEFAULT_LOTTERY_GROUP).toBe(LOTTERY_GROUPS[0]);
  });
});
