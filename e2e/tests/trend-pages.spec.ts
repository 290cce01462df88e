/**
 * The other mf-trend pages and the mobile trend page, over imported real draws: trend index,
 * all-lotteries popup, explain link, sticky period column, history (rule-detail columns,
 * calendar, paging, mobile list and detailed history) and the dragon reminders.
 */
import { expect, test } from '../support/test';
import { startRealDataServer, type RealDataServer } from './trend-realdata.setup';
import { MOBILE } from './trend-helpers';

let server: RealDataServer;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startRealDataServer();
});
test.afterAll(async () => server?.stop());

test('trend index lists every lottery by category and series, each linking to its trend page', async ({ page }) => {
  await page.goto(`${server.url}/lottery/trend`);
  const index = page.getByTestId('trend-index');
  for (const label of ['极速彩', '高频彩', '地方彩', '全国彩'])
    await expect(index.getByRole('heading', { name: label })).toBeVisible();
  await expect(index.getByRole('heading', { name: 'PK10 系列' }).first()).toBeVisible();
  await index.getByRole('link', { name: '福彩3D' }).click();
  await expect(page).toHaveURL(/\/lottery\/trend\/fc3d$/);
  await expect(page.getByTestId('trend-table')).toBeVisible();
  await expect(page).toHaveTitle(/^走势图表 \|/);
});

test('desktop 说明 opens the rules of the lottery', async ({ page }) => {
  await page.goto(`${server.url}/lottery/trend/hk6`);
  await page.getByTestId('trend-rules').click();
  await expect(page.getByRole('dialog')).toContainText('香港六合彩');
});

test.describe('phone', () => {
  test.use(MOBILE);

  test('the all-lotteries popup switches lottery', async ({ page }) => {
    await page.goto(`${server.url}/m/lottery/trend/fc3d`);
    await page.getByTestId('trend-all-lotteries-open').click();
    const popup = page.getByTestId('trend-all-lotteries');
    await expect(popup).toBeVisible();
    await popup.getByRole('link', { name: '香港六合彩' }).click();
    await expect(page).toHaveURL(/\/m\/lottery\/trend\/hk6$/);
    await expect(page.getByRole('heading', { name: '香港六合彩' })).toBeVisible();
  });

  test('the explain link shows for 六合彩 but not for 福彩3D', async ({ page }) => {
    await page.goto(`${server.url}/m/lottery/trend/fc3d`);
    await expect(page.getByTestId('trend-table')).toBeVisible();
    await expect(page.getByTestId('trend-rules')).toHaveCount(0);
    await page.goto(`${server.url}/m/lottery/trend/hk6`);
    await expect(page.getByTestId('trend-rules')).toBeVisible();
  });

  test('the table scrolls sideways under a sticky period column', async ({ page }) => {
    await page.goto(`${server.url}/m/lottery/trend/hk6`);
    await expect(page.getByTestId('trend-table')).toHaveAttribute('data-rows', '30');
    const period = page.locator('[data-testid=trend-body] [role=row]').first().locator('.pd');
    const before = await period.boundingBox();
    await page.getByTestId('trend-scroll').evaluate((el) => el.scrollBy(600, 0));
    await page.waitForTimeout(200);
    const after = await period.boundingBox();
    expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(1.5);
    const firstKey = await page.locator('[data-testid=trend-table] [data-key]').first().boundingBox();
    expect(firstKey!.x).toBeLessThan(before!.x);
  });

  test('history: the list and the detailed history with the family rules', async ({ page }) => {
    await page.goto(`${server.url}/m/lottery/history/hk6`);
    await expect(page.getByTestId('history-list').locator('li')).toHaveCount(30);
    await page.getByRole('tab', { name: '详细历史' }).click();
    const detail = page.getByTestId('history-detail');
    await expect(detail.locator('li').first()).toContainText('总和');
    await expect(detail.locator('li').first()).toContainText('特码波色');
  });
});

test('history: rule details as columns, paging, and a Beijing date from the 7-column calendar', async ({
  page,
  request,
}) => {
  await page.goto(`${server.url}/lottery/history/fc3d`);
  const table = page.getByTestId('history-table');
  await expect(table.locator('tbody tr')).toHaveCount(30);
  for (const h of ['期号', '开奖时间', '开奖号码', '和值', '和值大小', '跨度', '形态'])
    await expect(table.getByRole('columnheader', { name: h, exact: true })).toBeVisible();
  const api = await (await request.get(`${server.url}/v1/cp168/apis/draw/history/fc3d?page=2&size=30`)).json();
  await page.getByTestId('history-pager').getByRole('button', { name: '下一页' }).click();
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(api.data.list[0].period);
  const day = api.data.list[0].drawTime.slice(0, 10);
  await page.getByTestId('history-date').click();
  const calendar = page.getByTestId('history-calendar');
  await expect(calendar.getByRole('columnheader')).toHaveText(['日', '一', '二', '三', '四', '五', '六']);
  // walk back to the draw's month, then pick its day
  for (
    let i = 0;
    i < 24 && !(await calendar.textContent())!.includes(`${Number(day.slice(0, 4))}年${Number(day.slice(5, 7))}月`);
    i++
  ) {
    await calendar.getByRole('button', { name: '上个月' }).click();
  }
  await calendar.getByRole('gridcell', { name: String(Number(day.slice(8, 10))), exact: true }).click();
  await expect(page.getByTestId('history-date')).toContainText(day);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(day);
  await expect(page).toHaveTitle(/^历史开奖 \|/);
});

test('dragon reminders: streaks of every lottery, filterable, linking to trend pages', async ({ page }) => {
  await page.goto(`${server.url}/changltx`);
  const table = page.getByTestId('changlong-table');
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('changlong-attr-daxiao').click();
  const labels = await table.locator('tbody tr td:nth-child(4)').allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const l of labels) expect(['大', '小']).toContain(l.trim());
  await page.getByTestId('changlong-attr-all').click();
  const first = table.locator('tbody tr').first();
  const name = (await first.locator('td').first().textContent())!.trim();
  const code = (await first.getByRole('link', { name: '走势图' }).getAttribute('href'))!.split('/').pop()!;
  await page.getByTestId('changlong-lottery').selectOption(code);
  const names = await table.locator('tbody tr td:first-child').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(n.trim()).toBe(name);
  await table.getByRole('link', { name: '走势图' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/lottery/trend/${code}$`));
  await expect(page).toHaveTitle(/^走势图表 \|/);
});
