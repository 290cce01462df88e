import { isProtectedPath, isToolboxPath } from './protectedPaths';

describe('isProtectedPath', () => {
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
    expect(isProtectedPath(path)).toBe(expected);
  });
});

describe('isToolboxPath', () => {
  it('matches the widget and nothing else', () => {
    expect(isToolboxPath('/transfer/toolbox')).toBe(true);
    expect(isToolboxPath('/transfer/toolbox/jspk10')).toBe(true);
    expect(isToolboxPath('/transfer')).toBe(false);
    expect(isToolboxPath('/transfer/toolboxes')).toBe(false);
  });
});
