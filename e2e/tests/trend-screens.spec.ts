/**
 * Screenshots of each family's main trend view, desktop (1366×900) and phone (390×844), on the
 * site under test (every lottery simulated): e2e/test-results/trend-screens/<family>-<device>.png.
 * Each page must show its table and statistics, its lines (or, for 快乐8's 号码分布, none), and
 * no page errors.
 */
import path from 'node:path';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { MOBILE, waitForWindow } from './trend-helpers';

const OUT = path.join(__dirname, '..', 'test-results', 'trend-screens');
const FAMILIES: [family: string, code: string, name: string][] = [
  ['pk10', 'jspk10', '极速赛车'],
  ['ssc', 'jsssc', '极速时时彩'],
  ['11x5', 'js11x5', '极速11选5'],
  ['k3', 'jsk3', '极速快3'],
  ['kl10', 'jskl10', '极速快乐十分'],
  ['kl8', 'kl8', '福彩快乐8'],
  ['xy28', 'xy28', '幸运28'],
  ['hk6', 'hk6', '香港六合彩'],
  ['others', 'fc3d', '福彩3D'],
];

async function shoot(page: Page, url: string, family: string, code: string, name: string, device: string) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // The window of 30 and the draws since (the site draws every few seconds; they append below it)
  await waitForWindow(page, 30);
  expect(await page.locator('[data-testid=trend-body] [role=row]').count()).toBeGreaterThanOrEqual(30);
  await expect(page.getByTestId('trend-stat-now')).toBeAttached();
  const lines = page.getByTestId('trend-line-canvas');
  if (code === 'kl8') await expect(lines).toHaveCount(0);
  else await expect(lines.first()).toBeAttached();
  if (device === 'mobile') {
    // On a phone the pictures are below the table: drawn once the visitor scrolls near them.
    await page.waitForTimeout(500);
    await expect(page.getByTestId('trend-charts')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  }
  await expect(page.getByTestId('trend-charts')).toBeVisible({ timeout: 15_000 });
  if (device === 'mobile') await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT, `${family}-${device}.png`) });
  expect(errors).toEqual([]);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  for (const [family, code, name] of FAMILIES) {
    test(`${name} main view`, async ({ page }) => shoot(page, `/lottery/trend/${code}`, family, code, name, 'desktop'));
  }
});

test.describe('phone', () => {
  test.use(MOBILE);
  for (const [family, code, name] of FAMILIES) {
    test(`${name} main view`, async ({ page }) =>
      shoot(page, `/m/lottery/trend/${code}`, family, code, name, 'mobile'));
  }
});
