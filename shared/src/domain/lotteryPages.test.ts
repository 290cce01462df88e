import { lotteryCodeOf, SHELL_LOTTERY_PAGES } from './lotteryPages';

const PATTERNS = ['/lottery/trend/:code', '/lmTj/:code/*', '/lotterybet/lotteryhome/:code/rank', '/m/lottery/:kind/x'];

describe('lotteryCodeOf', () => {
  it.each([
    ['/lottery/trend/jspk10', 'jspk10'],
    ['/lottery/trend/xxx', 'xxx'],
    ['/lottery/trend/%E6%9E%81%E9%80%9F', '极速'],
    ['/lottery/trend/%E0%A4%A', '%E0%A4%A'],
    ['/lmTj/nope', 'nope'],
    ['/lmTj/hk6/1001', 'hk6'],
    ['/lotterybet/lotteryhome/xyft/rank', 'xyft'],
    // not a page about one lottery: no pattern with a :code matches
    ['/lottery/trend', null],
    ['/lottery/trend/jspk10/more', null],
    ['/lotterybet/lotteryhome/xyft/mine', null],
    ['/m/lottery/abc/x', null],
    ['/', null],
  ])('%s → %p', (path, code) => {
    expect(lotteryCodeOf(path, PATTERNS)).toBe(code);
  });

  it("knows the shell's own lottery pages: the embed widget and the mobile video page", () => {
    expect(lotteryCodeOf('/transfer/toolbox/hk6', SHELL_LOTTERY_PAGES)).toBe('hk6');
    expect(lotteryCodeOf('/m/video/nope', SHELL_LOTTERY_PAGES)).toBe('nope');
    expect(lotteryCodeOf('/transfer/toolbox', SHELL_LOTTERY_PAGES)).toBeNull();
    expect(lotteryCodeOf('/transfer/toolbox/hk6/x', SHELL_LOTTERY_PAGES)).toBeNull();
  });
});
