import { DESKTOP_PAGES, DesktopLayout, FRAMELESS_PAGES, MOBILE_PAGES, MobileLayout, shellPagesFor } from './shellPages';

const page = (pages: readonly { path: string; page: unknown }[], path: string) =>
  pages.find((p) => p.path === path)?.page;

describe('shellPagesFor: the chunks a path renders with', () => {
  it.each([
    ['/m', [MobileLayout, page(MOBILE_PAGES, '/m')]],
    ['/m/', [MobileLayout, page(MOBILE_PAGES, '/m')]],
    ['/m/lottery/group', [MobileLayout, page(MOBILE_PAGES, '/m/lottery/group/:group?')]],
    ['/m/lottery/group/pk10', [MobileLayout, page(MOBILE_PAGES, '/m/lottery/group/:group?')]],
    ['/m/video/hk6', [MobileLayout, page(MOBILE_PAGES, '/m/video/:code')]],
    ['/m/news', [MobileLayout, page(MOBILE_PAGES, '/m/news')]],
    ['/m/news/12', [MobileLayout, page(MOBILE_PAGES, '/m/news/:id')]],
    ['/m/app', [MobileLayout, page(MOBILE_PAGES, '/m/app')]],
    // A remote's page (or one that does not exist): the frame alone.
    ['/m/lottery/trend/hk6', [MobileLayout]],
    ['/m/nothing-here', [MobileLayout]],
    ['/', [DesktopLayout, page(DESKTOP_PAGES, '/')]],
    ['/transfer', [DesktopLayout, page(DESKTOP_PAGES, '/transfer')]],
    ['/news/3', [DesktopLayout, page(DESKTOP_PAGES, '/news/:id')]],
    ['/lottery/trend/jspk10', [DesktopLayout]],
    ['/mobile', [DesktopLayout]],
    // The embed widget has no frame.
    ['/transfer/toolbox', [page(FRAMELESS_PAGES, '/transfer/toolbox/:code?')]],
    ['/transfer/toolbox/jspk10', [page(FRAMELESS_PAGES, '/transfer/toolbox/:code?')]],
  ])('%s', (path, expected) => {
    expect(expected.every(Boolean)).toBe(true);
    expect(shellPagesFor(path)).toEqual(expected);
  });

  it('the news pages are one chunk on both devices', () => {
    expect(page(MOBILE_PAGES, '/m/news')).toBe(page(DESKTOP_PAGES, '/news'));
    expect(page(MOBILE_PAGES, '/m/news/:id')).toBe(page(DESKTOP_PAGES, '/news/:id'));
  });
});
