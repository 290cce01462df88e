import { expect, test } from '@playwright/test';
import { REMOTE_PAGES } from '../support/env';

test.describe('platform (mobile browser)', () => {
  test('a mobile browser on a desktop path is sent to /m', async ({ page }) => {
    await page.goto('/changltx');
    await expect(page).toHaveURL(/\/m$/);
  });

  test('but never away from the embeddable widget under /transfer/toolbox', async ({ page }) => {
    await page.goto('/transfer/toolbox/jspk10');
    await expect(page).toHaveURL(/\/transfer\/toolbox\/jspk10$/);
  });

  test('the mobile home arrives server-rendered: tab bar and latest draws before any script, no start screen', async ({
    browser,
    page,
  }) => {
    // Without JavaScript at all: the server's first view (issue 19), rem lengths already scaled.
    const bare = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    const noJs = await bare.newPage();
    await noJs.goto('/m');
    const staticTabs = noJs.getByRole('navigation', { name: '底部导航' });
    for (const label of ['首页', '开奖', '图库', '竞猜', '我的'])
      await expect(staticTabs.getByText(label, { exact: true })).toBeVisible();
    await expect(noJs.getByTestId('draw-card-jspk10').getByTestId('draw-ball')).toHaveCount(10);
    await expect(noJs.getByText('努力加载中...')).toHaveCount(0);
    const staticFont = await noJs.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(Math.abs(staticFont - 39)).toBeLessThan(0.6);
    await bare.close();

    // With it: the page is taken over in place; the start screen (which covers loading) never shows.
    await page.goto('/m', { waitUntil: 'commit' });
    const tabs = page.getByRole('navigation', { name: '底部导航' });
    await expect(tabs).toBeVisible({ timeout: 10_000 });
    await page.waitForLoadState('load');
    await expect(page.getByText('努力加载中...')).toHaveCount(0);
    const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const width = await page.evaluate(() => window.innerWidth);
    expect(Math.abs(fontSize - width / 10)).toBeLessThan(0.6);
  });

  for (const { remote, mobile } of REMOTE_PAGES) {
    for (const path of mobile) {
      test(`${path} renders the ${remote} remote inside the mobile shell`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator(`[data-remote="${remote}"]`).first()).toBeVisible({ timeout: 15_000 });
      });
    }
  }
});
