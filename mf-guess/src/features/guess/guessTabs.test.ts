import { GUESS_TABS, guessPath, guessTab } from './guessTabs';

describe('guessTabs', () => {
  it('has the five guess-centre pages, ranking first', () => {
    expect(GUESS_TABS.map((t) => t.key)).toEqual([
      'rank',
      'mylotterybet',
      'mysubscription',
      'newlotterybet',
      'userInfo',
    ]);
    expect(guessTab('userInfo').label).toBe('用户资料');
    expect(GUESS_TABS.filter((t) => t.membersOnly).map((t) => t.key)).toEqual([
      'mylotterybet',
      'mysubscription',
      'newlotterybet',
    ]);
  });

  it('builds lotteryhome paths with an optional code and, for userInfo only, an id', () => {
    expect(guessPath('/lotterybet', 'jspk10', 'rank')).toBe('/lotterybet/lotteryhome/jspk10/rank');
    expect(guessPath('/m/lotterybet', undefined, 'mylotterybet')).toBe('/m/lotterybet/lotteryhome/mylotterybet');
    expect(guessPath('/lotterybet', 'xyft', 'userInfo', '42')).toBe('/lotterybet/lotteryhome/xyft/userInfo/42');
    expect(guessPath('/lotterybet', 'xyft', 'rank', '42')).toBe('/lotterybet/lotteryhome/xyft/rank');
  });
});
