import { CATEGORY_ORDER } from './catalogue';
import { pathParams } from './pathPattern';

/** The groups of the mobile lottery hall (/m/lottery/group/{group}): 热门, then each category. */
export const LOTTERY_GROUPS: readonly string[] = ['hotLottery', ...CATEGORY_ORDER];

/** The group the hall opens on, and where an unknown group goes. */
export const DEFAULT_LOTTERY_GROUP = 'hotLottery';

/**
 * Where a path of the mobile lottery hall naming no group it has goes instead (its first group),
 * or null. The shell follows it in the browser; the server answers it with a redirect, so that
 * a crawler or a link preview gets the page itself rather than an empty one.
 */
export function lotteryGroupRedirect(path: string): string | null {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const group = pathParams('/m/lottery/group/:group', p)?.group;
  if (group === undefined || LOTTERY_GROUPS.includes(group)) return null;
  return `/m/lottery/group/${DEFAULT_LOTTERY_GROUP}`;
}
