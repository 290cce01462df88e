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

  test('the mobile home shows the loading screen, then the tab bar', async ({ page }) => {
    // The screen shows for one second from the first render: look for it from the first byte,
    // not from the load event (late on a busy machine).
    await page.goto('/m', { waitUntil: 'commit' });
    await expect(page.getByText('努力加载中...')).toBeVisible();
    const tabs = page.getByRole('navigation', { name: '底部导航' });
    await expect(tabs).toBeVisible({ timeout: 10_000 });
    for (const label of ['首页', '开奖', '图库', '竞猜', '我的'])
      await expect(tabs.getByText(label, { exact: true })).toBeVisible();
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
