const TITLES: ReadonlyArray<[string, string]> = [
  ['/m/lottery/group', '开奖大厅'],
  ['/m/lottery/trend', '走势图表'],
  ['/m/lottery/history', '历史开奖'],
  ['/m/changltx', '长龙提醒'],
  ['/m/expert', '专家推荐'],
  ['/m/lmTj', '两面推荐'],
  ['/m/buyplan', '购彩计划'],
  ['/m/shJh', '杀号计划'],
  ['/m/lotterybet', '竞猜中心'],
  ['/m/images/liuHe', '六合彩图库'],
  ['/m/images/pk10', 'PK10图库'],
  ['/m/images', '图库'],
  ['/m/video', '开奖视频'],
  ['/m/member', '我的'],
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The mobile header title: what the page set (its title suffix without the trailing '|'),
 * else the section's name, else the site name (home).
 */
export function mobileTitle(path: string, pageSuffix: string | null, siteName: string): string {
  const fromPage = pageSuffix?.replace(/\s*\|\s*$/, '').trim();
  if (fromPage) return fromPage;
  return TITLES.find(([prefix]) => under(path, prefix))?.[1] ?? siteName;
}

/** Pages that are a tab of the bottom bar (no back button). */
export function isTabRoot(path: string): boolean {
  return (
    path === '/m' ||
    under(path, '/m/lottery/group') ||
    under(path, '/m/images') ||
    path === '/m/lotterybet/lotteryhome/jspk10/rank' ||
    path === '/m/member'
  );
}

/** The member area draws its own headers (specification: settings and logout icons). */
export function hasOwnHeader(path: string): boolean {
  return under(path, '/m/member');
}

/** The header menu (specification section 2), without the page the visitor is on. */
export const HEADER_MENU: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/m/lmTj', label: '两面推荐' },
  { to: '/m/expert', label: '专家推荐' },
  { to: '/m/changltx', label: '长龙提醒' },
  { to: '/m/shJh', label: '杀号计划' },
  { to: '/m/buyplan', label: '购彩计划' },
];

export function headerMenu(path: string): Array<{ to: string; label: string }> {
  return HEADER_MENU.filter((item) => !under(path, item.to));
}
