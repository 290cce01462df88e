import { test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers';

/** The main desktop pages: axe finds nothing serious, one main landmark each, zoom allowed. */
const PAGES = [
  '/',
  '/lottery/trend/jspk10',
  '/lottery/history/jspk10',
  '/changltx',
  '/login',
  '/expert/jspk10',
  '/lmTj/jspk10',
  '/buyplan/jspk10',
  '/shJh/jspk10',
  '/images/liuHe',
  '/lotterybet/lotteryhome/jspk10/rank',
  '/news',
];

test.describe('accessibility of the main desktop pages (axe)', () => {
  for (const url of PAGES) test(url, async ({ page }) => expectAccessible(page, url));
});
