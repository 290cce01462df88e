import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { GUESS_URL } from '../support/env';
import { freshUserName, submitAuthForm, watchCaptchas } from './member-helpers';

export const PASSWORD = 'abc12345';

/** A new member registered on the guess server (1,000 points of the week's first login), on `page`. */
export async function registerMember(
  page: Page,
  request: APIRequestContext,
  tag: string,
  loginPath = '/login?mode=register',
): Promise<{ userName: string; userID: number }> {
  const userName = freshUserName(tag);
  watchCaptchas(page);
  await page.goto(loginPath);
  await submitAuthForm(page, request, '注册', userName, PASSWORD, GUESS_URL);
  await expect(page).toHaveURL(/\/member$/);
  const userID = await page.evaluate(() => JSON.parse(localStorage.getItem('cp.loginInfo') ?? '{}').userID as number);
  return { userName, userID };
}

/** A second browser (another member) on the guess server. */
export async function otherBrowser(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({
    baseURL: GUESS_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...options,
  });
  return { context, page: await context.newPage() };
}

/**
 * Waits on 下注 until the period is open with at least `seconds` left before it closes (the
 * guess server draws every 30 s and closes each period 10 s before its draw).
 */
export async function waitForOpenPeriod(page: Page, seconds = 8): Promise<string> {
  await expect
    .poll(
      async () => {
        const text =
          (await page
            .getByTestId('bet-countdown')
            .textContent({ timeout: 1000 })
            .catch(() => '')) ?? '';
        const m = /(\d+):(\d+)$/.exec(text.trim());
        return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(seconds);
  return (await page.getByTestId('bet-period').textContent()) ?? '';
}
