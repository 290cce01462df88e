import { expect, test } from '@playwright/test';

/**
 * Issue 19: the server sends the page's first view as HTML, and the browser takes it over
 * (hydration) without a visible change, a hydration error or a second fetch of the same data.
 */
test.describe('first view before JavaScript (desktop)', () => {
  test('without JavaScript the desktop home shows the menu and every lottery’s latest draw', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('main-menu')).toBeVisible();
    await expect(page.getByTestId('hot-panel')).toBeVisible();
    await expect(page.locator('[data-testid^="draw-card-"]').first()).toBeVisible();
    expect(await page.title()).toContain('168开奖网');
    await context.close();
  });

  for (const path of ['/', '/m'])
    test(`${path}: taken over in place — no hydration error, the recorded data not fetched again`, async ({
      browser,
    }) => {
      const context = await browser.newContext(
        path === '/m'
          ? {
              viewport: { width: 390, height: 844 },
              isMobile: true,
              userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
            }
          : { viewport: { width: 1366, height: 900 } },
      );
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      const api: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/v1/') && !url.pathname.endsWith('/draw/events')) api.push(url.pathname);
      });
      await page.goto(path);
      const root = page.locator('#root');
      const served = await root.innerText();
      expect(served).toContain('极速赛车');
      await page.waitForLoadState('load');
      // The shell has hydrated once a click on a tab works; give its effects a moment.
      await page.waitForTimeout(1500);
      expect(problems).toEqual([]);
      expect(api).toEqual([]);
      await context.close();
    });
});
