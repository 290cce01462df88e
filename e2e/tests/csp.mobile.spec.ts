/**
 * Content-Security-Policy on the phone pages (the desktop ones and framing: csp.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { newestPeriod, visitUnderPolicy, watchCsp, type Violation } from './csp-helpers';

let seen: Violation[];
test.beforeEach(async ({ page }) => {
  seen = await watchCsp(page);
});

const visit = (page: Page, url: string, ready: (page: Page) => Promise<void>) =>
  visitUnderPolicy(page, url, seen, ready);

test('mobile home, after its loading screen', async ({ page }) => {
  await visit(page, '/m', async (p) => {
    await expect(p.getByRole('navigation', { name: '底部导航' })).toBeVisible({ timeout: 10_000 });
  });
});

test('mobile trend page, with a live draw computed in the browser', async ({ page }) => {
  await visit(page, '/m/lottery/trend/jspk10', async (p) => {
    const table = p.getByTestId('trend-table');
    await expect(table).toHaveAttribute('data-rows', /^\d+$/, { timeout: 30_000 });
    // The window keeps its size: the new draw's row replaces the oldest, so the newest period changes.
    const before = await newestPeriod(table);
    await expect.poll(() => newestPeriod(table), { timeout: 30_000 }).not.toBe(before);
  });
});

test('mobile draw history', async ({ page }) => {
  await visit(page, '/m/lottery/history/jspk10', async (p) => {
    await expect(p.locator('[data-remote="mf_trend"]').first()).toBeVisible({ timeout: 15_000 });
  });
});

test('the widget on a phone (not sent to /m)', async ({ page }) => {
  await visit(page, '/transfer/toolbox/jspk10', async (p) => {
    await expect(p).toHaveURL(/\/transfer\/toolbox\/jspk10$/);
    await expect(p.getByTestId('toolbox').getByTestId('draw-period')).not.toHaveText('--');
  });
});

for (const [url, remote] of [
  ['/m/changltx', 'mf_trend'],
  ['/m/lotterybet/lotteryhome/jspk10/rank', 'mf_guess'],
  ['/m/member/login', 'mf_member'],
  ['/m/images/liuHe', 'mf_gallery'],
  ['/m/expert/jspk10', 'mf_prediction'],
] as const) {
  test(`${url}: the ${remote} remote`, async ({ page }) => {
    await visit(page, url, async (p) => {
      await expect(p.locator(`[data-remote="${remote}"]`).first()).toBeVisible({ timeout: 15_000 });
    });
  });
}
