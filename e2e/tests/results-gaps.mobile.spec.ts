/**
 * The mobile results-side pages of issue 14 item 9: the home's banner slider and 公告资讯 (empty
 * honestly, then an item an operator publishes), the news pages, the APP page in the header
 * menu, and an unknown lottery code in a page path (404 status and page, also client-side).
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { E2E_ADMIN_KEY } from '../support/env';

test.describe.configure({ mode: 'serial' });

/** Client-side navigation, as a link inside the app does it (no page load). */
const navigate = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('the mobile home has the banner slider: three slides that advance, pause and answer the dots', async ({
  page,
}) => {
  await page.goto('/m');
  const slider = page.getByRole('region', { name: '轮播图' });
  await expect(slider).toBeVisible({ timeout: 15_000 });
  await expect(slider.getByTestId('banner-slide')).toHaveCount(3);
  const dots = slider.getByRole('button', { name: /^第 \d 张/ });
  await expect(dots).toHaveCount(3);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  // it moves by itself (every 4 s)
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 10_000 });
  await slider.getByRole('button', { name: '暂停轮播' }).click();
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(0, 0); // leave the slider: only the pause button keeps it still now
  await page.waitForTimeout(5_000);
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  // each slide's picture is served
  for (const img of await slider.locator('img').all()) {
    const src = (await img.getAttribute('src')) ?? '';
    expect((await page.request.get(src)).status(), src).toBe(200);
  }
});

test('公告资讯 is honestly empty while nothing is published, and lists what an operator publishes', async ({
  page,
  request,
}) => {
  await page.goto('/m');
  const news = page.getByTestId('home-news');
  await expect(news.getByTestId('news-empty')).toHaveText('暂无公告资讯', { timeout: 15_000 });

  const headers = { authorization: `Bearer ${E2E_ADMIN_KEY}` };
  const refused = await request.post('/v1/admin/news', { data: { title: '', body: '' }, headers });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toContain('标题不能为空');
  const res = await request.post('/v1/admin/news', {
    data: { kind: 'notice', title: '系统维护公告', body: '本站将于今晚维护。\n\n维护期间开奖照常。', pinned: true },
    headers,
  });
  expect(res.status()).toBe(200);
  const { id } = (await res.json()).data;
  try {
    await page.reload();
    const item = news.getByRole('link', { name: /系统维护公告/ });
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expect(item).toContainText('置顶');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/m/news/${id}$`));
    const detail = page.getByTestId('news-detail');
    await expect(detail.getByRole('heading', { level: 1, name: '系统维护公告' })).toBeVisible();
    await expect(detail.getByText('维护期间开奖照常。')).toBeVisible();
    await expect(page).toHaveTitle('系统维护公告 | 168开奖网');
    await page.getByRole('link', { name: '返回公告资讯' }).click();
    await expect(page.getByTestId('news-page').getByRole('link', { name: /系统维护公告/ })).toBeVisible();
  } finally {
    expect((await request.delete(`/v1/admin/news/${id}`, { headers })).status()).toBe(200);
  }
  const gone = await page.goto(`/m/news/${id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible({ timeout: 15_000 });
});

test('the header menu leads to the APP page: 添加到主屏幕 and a QR code of the mobile site', async ({ page }) => {
  await page.goto('/m/changltx');
  await page.getByRole('button', { name: '菜单' }).click();
  await page.getByTestId('header-menu').getByRole('link', { name: '手机APP' }).click();
  await expect(page).toHaveURL(/\/m\/app$/);
  const app = page.getByTestId('app-page');
  await expect(app.getByText(/本站暂无需要下载安装的 App/)).toBeVisible();
  await expect(app.getByText(/添加到主屏幕/).first()).toBeVisible();
  const url = new URL('/m', page.url()).href;
  await expect(page.getByTestId('site-url')).toHaveText(url);
  const qr = page.getByRole('img', { name: `手机版二维码：${url}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: '菜单' }).click();
  await expect(page.getByTestId('header-menu').getByRole('link', { name: '手机APP' })).toHaveCount(0);
});

test('an unknown lottery code in a mobile page path is the 404 page, with status 404 and on client-side navigation', async ({
  page,
}) => {
  for (const path of ['/m/lottery/trend/xxx', '/m/lottery/history/xxx', '/m/lmTj/xxx', '/m/video/xxx']) {
    const res = await page.goto(path);
    expect([path, res?.status()]).toEqual([path, 404]);
    await expect(page.getByText('This page could not be found')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/m');
  }
  await page.goto('/m/lottery/trend/jspk10');
  await expect(page.getByTestId('trend-table')).toBeVisible({ timeout: 15_000 });
  await navigate(page, '/m/shJh/nope');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(page).toHaveTitle(/^404/);
});
