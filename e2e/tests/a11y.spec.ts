import { expect, test } from '@playwright/test';
import { expectAccessible, seriousViolations } from './a11y-helpers';

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

test('the check finds what it must: text without contrast and a field without a label', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const faint = document.createElement('p');
    faint.textContent = '几乎看不见的文字';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    main.append(faint, document.createElement('input'));
  });
  const rules = (await seriousViolations(page)).map((v) => v.rule);
  expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'label']));
});
