/**
 * The desktop results-side gaps of issue 14 item 9: an unknown lottery code in a page path
 * (404 status and page, also client-side), the top bar's marquee beside 登录, the 快3 trend page
 * without an empty band, and the new endpoints.
 */
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';

const navigate = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('an unknown lottery code in a page path answers 404 with the 404 page; a known one the page', async ({ page }) => {
  for (const path of [
    '/lottery/trend/xxx',
    '/lottery/history/xxx',
    '/lmTj/xxx',
    '/expert/xxx/1001',
    '/lotterybet/lotteryhome/xxx/rank',
  ]) {
    const res = await page.goto(path);
    expect([path, res?.status()]).toEqual([path, 404]);
    await expect(page.getByText('This page could not be found')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle('404 | 168开奖网');
  }
  const ok = await page.goto('/lottery/history/ahk3');
  expect(ok?.status()).toBe(200);
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /安徽快3/ }).first()).toBeVisible({ timeout: 15_000 });
  // client-side: the shell shows its 404 page for a code the catalogue does not know
  await navigate(page, '/lottery/trend/nope');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await navigate(page, '/lottery/trend/jspk10');
  await expect(page.getByTestId('trend-table')).toBeVisible({ timeout: 15_000 });
});

for (const width of [1366, 1920]) {
  test(`at ${width} px the marquee fades out at its edges and keeps clear of 登录`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const marquee = page.getByTestId('marquee');
    await expect(marquee).toBeVisible({ timeout: 15_000 });
    const style = await marquee.evaluate((el) => {
      const s = getComputedStyle(el);
      return { mask: s.maskImage || s.getPropertyValue('-webkit-mask-image'), overflow: s.overflow };
    });
    expect(style.mask).toContain('linear-gradient');
    expect(style.overflow).toBe('hidden');
    const box = (await marquee.boundingBox())!;
    const login = (await page.getByRole('link', { name: '登录' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(login.x - 8);
    // the whole line height is inside the box: no glyph cut at the top or bottom
    const text = await marquee.evaluate((el) => {
      const r = el.firstElementChild!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    });
    expect(text.top).toBeGreaterThanOrEqual(box.y - 0.5);
    expect(text.bottom).toBeLessThanOrEqual(box.y + box.height + 0.5);
  });
}

test('the 快3 trend page leaves no empty band beside its narrow table: the charts take the room', async ({ page }) => {
  await page.goto('/lottery/trend/jsk3');
  const scroll = page.getByTestId('trend-scroll');
  const charts = page.getByTestId('trend-charts');
  await expect(charts).toBeVisible({ timeout: 20_000 });
  const header = (await page.getByTestId('trend-page').boundingBox())!;
  const table = (await scroll.boundingBox())!;
  const aside = (await charts.boundingBox())!;
  // table, a 12 px gap, the charts to the right edge of the page
  expect(Math.abs(aside.x + aside.width - (header.x + header.width))).toBeLessThanOrEqual(2);
  expect(aside.x - (table.x + table.width)).toBeLessThanOrEqual(14);
  // with that room the two pictures sit side by side
  const appear = (await page.getByTestId('trend-chart-appear').boundingBox())!;
  const missing = (await page.getByTestId('trend-chart-missing').boundingBox())!;
  expect(Math.abs(appear.y - missing.y)).toBeLessThanOrEqual(1);
});

test('the places of the local lotteries and ruleDetails under /v1/cp168/apis', async ({ request }) => {
  const places = (await (await request.get('/v1/public/param/cp_place_code')).json()).data;
  expect(places.map((p: { province: string }) => p.province)).toEqual(['上海市', '安徽省', '广西壮族自治区']);
  const rules = await request.get('/v1/cp168/apis/ruleDetails/gxk3');
  expect(rules.status()).toBe(200);
  expect((await rules.json()).data.name).toBe('广西快3');
});
