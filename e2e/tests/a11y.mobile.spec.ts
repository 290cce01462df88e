import { test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers';

/** The main phone pages: axe finds nothing serious, one main landmark each, zoom allowed. */
const PAGES = [
  '/m',
  '/m/lottery/group/hotLottery',
  '/m/lottery/trend/hk6',
  '/m/lottery/history/jspk10',
  '/m/changltx',
  '/m/member/login',
  '/m/expert/jspk10',
  '/m/lmTj/jspk10',
  '/m/images/liuHe',
  '/m/lotterybet/lotteryhome/jspk10/rank',
];

test.describe('accessibility of the main phone pages (axe)', () => {
  for (const url of PAGES) test(url, async ({ page }) => expectAccessible(page, url));
});
