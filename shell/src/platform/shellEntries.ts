import type { HeaderMenuEntry, MenuEntry, TabEntry } from '@cp/shared/domain';

/**
 * The shell's own entries of the menus (its pages: home, the lottery hall, the draw embed, the
 * mobile draw hall and video page). Everything else in the menus comes from the remotes'
 * contracts through the registry; `order` interleaves both (docs/REMOTES.md lists the slots).
 */

/** The 彩票大厅 dropdown is the shell's own panel (lotteries by category). */
export type ShellMenuEntry = Omit<MenuEntry, 'dropdown'> & { dropdown?: MenuEntry['dropdown'] | { type: 'hall' } };

export const SHELL_MENU: readonly ShellMenuEntry[] = [
  { id: 'home', label: '首页', order: 10, path: '/', match: ['/'] },
  { id: 'hall', label: '彩票大厅', order: 20, match: [], dropdown: { type: 'hall' } },
  { id: 'transfer', label: '开奖调用', order: 70, path: '/transfer' },
];

export const SHELL_TABS: readonly TabEntry[] = [
  { id: 'home', label: '首页', icon: 'home', order: 10, path: '/m', match: ['/m'] },
  {
    id: 'draw',
    label: '开奖',
    icon: 'clock',
    order: 20,
    path: '/m/lottery/group/hotLottery',
    match: ['/m/lottery/group/*'],
    root: ['/m/lottery/group/*'],
  },
];

/**
 * The shell's own entries of the mobile header menu: the APP page, always (it explains how to
 * put the site on the home screen, and offers the operators' app when site info has one).
 */
export const SHELL_HEADER_MENU: readonly HeaderMenuEntry[] = [{ label: '手机APP', path: '/m/app', order: 60 }];

/** Mobile header titles of the shell's own sections. */
export const SHELL_TITLES: Readonly<Record<string, string>> = {
  '/m/lottery/group': '开奖大厅',
  '/m/video': '开奖视频',
  '/m/news': '公告资讯',
  '/m/app': '手机APP',
};
