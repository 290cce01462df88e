import { fillPath, matchPath, matchesAny, pathParams, patternSpecificity } from './pathPattern';

describe('matchPath', () => {
  it.each([
    ['/', '/', true],
    ['/', '/m', false],
    ['/member/*', '/member', true],
    ['/member/*', '/member/', true],
    ['/member/*', '/member/integral', true],
    ['/member/*', '/member/a/b', true],
    ['/member/*', '/memberx', false],
    ['/member/*', '/', false],
    ['/m/member', '/m/member', true],
    ['/m/member', '/m/member/info', false],
    ['/m/member/login/*', '/m/member/loginx', false],
    ['/lotterybet/lotteryhome/:code/mylotterybet/*', '/lotterybet/lotteryhome/jspk10/mylotterybet', true],
    ['/lotterybet/lotteryhome/:code/mylotterybet/*', '/lotterybet/lotteryhome/mylotterybet', false],
    ['/lotterybet/lotteryhome/:code/mylotterybet/*', '/lotterybet/lotteryhome/jspk10/rank', false],
    ['/login', '/login?mode=login', true],
    ['/images/*', '/images/liuHe#top', true],
  ])('%s against %s → %p', (pattern, path, expected) => {
    expect(matchPath(pattern, path)).toBe(expected);
  });

  it('matchesAny is false for no patterns', () => {
    expect(matchesAny(undefined, '/x')).toBe(false);
    expect(matchesAny([], '/x')).toBe(false);
    expect(matchesAny(['/y/*', '/x/*'], '/x/1')).toBe(true);
  });
});

describe('pathParams', () => {
  it.each([
    ['/lottery/trend/:code', '/lottery/trend/hk6', { code: 'hk6' }],
    ['/lottery/trend/:code', '/lottery/trend/hk6/', { code: 'hk6' }],
    ['/lottery/trend/:code', '/lottery/trend', null],
    ['/lottery/trend/:code', '/lottery/trend/hk6/more', null],
    ['/expert/:code/*', '/expert/hk6/1001', { code: 'hk6' }],
    ['/expert/:code/*', '/expert/hk6', { code: 'hk6' }],
    ['/lotterybet/lotteryhome/:code/:tab', '/lotterybet/lotteryhome/xyft/rank?x=1', { code: 'xyft', tab: 'rank' }],
    ['/lotterybet/lotteryhome/:code/rank', '/lotterybet/lotteryhome/xyft/mine', null],
    ['/member/*', '/member/a', {}],
  ])('%s with %s → %j', (pattern, path, expected) => {
    expect(pathParams(pattern, path)).toEqual(expected);
  });
});

describe('patternSpecificity', () => {
  it('ranks longer literal patterns first, and an exact pattern over its /*', () => {
    const ranked = ['/lottery/*', '/lottery/trend/*', '/:a/trend/*', '/lottery/trend'].sort(
      (a, b) => patternSpecificity(b) - patternSpecificity(a),
    );
    expect(ranked).toEqual(['/lottery/trend', '/lottery/trend/*', '/:a/trend/*', '/lottery/*']);
  });
});

describe('fillPath', () => {
  it.each([
    ['/lottery/trend/:code', { code: 'jspk10' }, '/lottery/trend/jspk10'],
    ['/login?mode=login', {}, '/login?mode=login'],
    ['/a/:x/b/:y', { x: '1', y: '两' }, '/a/1/b/%E4%B8%A4'],
    ['/lottery/trend/:code', {}, null],
  ])('%s with %j → %s', (template, params, expected) => {
    expect(fillPath(template, params)).toBe(expected);
  });
});
