import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_KEY, LIVE_URL } from '../support/env';

/** A user name no other run has taken (4–16 letters, digits, _). */
export const freshUserName = (tag: string) =>
  `${tag}_${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

/** The answer of the captcha a page shows, read from the operator route with ADMIN_KEY. */
export async function captchaAnswer(page: Page, request: APIRequestContext, base = LIVE_URL): Promise<string> {
  const img = page.getByAltText('图形验证码，点击刷新');
  await expect(img).toBeVisible();
  const captchaId = await lastCaptchaId(page);
  const res = await request.get(`${base}/v1/admin/captchas/${captchaId}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_KEY}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { answer: string } }).data.answer;
}

const captchaIds = new WeakMap<Page, string[]>();

/** Records every captcha id the page receives (call before opening the form). */
export function watchCaptchas(page: Page): void {
  const ids: string[] = [];
  captchaIds.set(page, ids);
  page.on('response', async (res) => {
    if (!res.url().includes('/v1/cp168/apis/verify')) return;
    try {
      const body = (await res.json()) as { data: { captchaId: string } };
      ids.push(body.data.captchaId);
    } catch {
      // a failed captcha load: the form shows its own error
    }
  });
}

async function lastCaptchaId(page: Page): Promise<string> {
  await expect.poll(() => captchaIds.get(page)?.length ?? 0).toBeGreaterThan(0);
  const ids = captchaIds.get(page) ?? [];
  return ids[ids.length - 1];
}

/** Fills and sends the login or register form on the current page. */
export async function submitAuthForm(
  page: Page,
  request: APIRequestContext,
  form: '登录' | '注册',
  userName: string,
  password: string,
  /** The server whose operator route answers the captcha (the live one unless told). */
  base = LIVE_URL,
): Promise<void> {
  const f = page.getByRole('form', { name: form });
  await f.getByLabel('用户名').fill(userName);
  await f.getByLabel('密码', { exact: true }).fill(password);
  await f.getByLabel('验证码').fill(await captchaAnswer(page, request, base));
  await f.getByRole('button', { name: form }).click();
}

/** A 2 × 2 red PNG (an avatar to upload). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

/** Leaves a login whose token the server no longer takes, as an expired one would be (open a page of the site first). */
export async function storeExpiredLogin(page: Page): Promise<void> {
  await page.evaluate(() =>
    localStorage.setItem(
      'cp.loginInfo',
      JSON.stringify({ token: 'expired.token.value', userID: 1, userName: 'ghost' }),
    ),
  );
}
