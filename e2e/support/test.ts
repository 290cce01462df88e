import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the browser has taken a server-rendered remote page over (hydrated: its buttons
 * answer; shared/src/mf/RemoteRoute.tsx marks `<html data-first-view="taken">`). Before that, a
 * click on the server's markup does nothing — as for a visitor whose scripts have not run yet.
 * Pages without such a first view (or without JavaScript) return at once.
 */
export async function firstViewTaken(page: Page): Promise<void> {
  const remote = await page
    .evaluate(() => {
      const boot = document.getElementById('cp-boot')?.textContent;
      return !!(boot && (JSON.parse(boot) as { firstView?: { remote?: unknown } }).firstView?.remote);
    })
    .catch(() => false);
  // A remote that cannot load never takes over (its fallback panel replaces it): go on after 10 s.
  if (remote)
    await page
      .waitForSelector('html[data-first-view="taken"]', { state: 'attached', timeout: 10_000 })
      .catch(() => undefined);
}

/** Playwright's test whose `page.goto` returns once a server-rendered page has been taken over. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await firstViewTaken(page);
      return response;
    };
    await provide(page);
  },
});
