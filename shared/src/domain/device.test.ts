import { contractRedirect, deviceRedirect } from './device';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0';

describe('deviceRedirect', () => {
  it.each([
    ['/', PHONE, '/m'],
    ['/lottery/trend/jspk10', PHONE, '/m'],
    ['/m/lottery/trend/jspk10', PHONE, null],
    ['/transfer/toolbox/jspk10', PHONE, null],
    ['/', DESKTOP, null],
    ['/', undefined, null],
  ])('%s for %s → %p', (path, userAgent, expected) => {
    expect(deviceRedirect(path, userAgent)).toBe(expected);
  });
});

describe('contractRedirect', () => {
  const remotes = [
    { redirects: [{ from: '/lotterybet', to: '/lotterybet/lotteryhome' }] },
    {},
    {
      redirects: [
        { from: '/images', to: '/images/liuHe' },
        { from: '/m/images', to: '/m/images/liuHe' },
        { from: '/evil', to: '//evil.example/x' },
        { from: '/evil2', to: '/\\evil.example/x' },
        { from: '/evil3', to: 'https://evil.example/' },
      ],
    },
  ];
  it.each([
    ['/images', '/images/liuHe'],
    ['/images/', '/images/liuHe'],
    ['/m/images', '/m/images/liuHe'],
    ['/lotterybet', '/lotterybet/lotteryhome'],
    ['/images/liuHe', null],
    ['/images/pk10', null],
    ['/IMAGES', null],
    ['/', null],
    ['/evil', null],
    ['/evil2', null],
    ['/evil3', null],
  ])('%s → %p', (path, expected) => {
    expect(contractRedirect(path, remotes)).toBe(expected);
  });

  it('is null without remotes', () => {
    expect(contractRedirect('/images', [])).toBeNull();
  });
});
