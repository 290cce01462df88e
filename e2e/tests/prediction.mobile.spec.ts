import { expect, test } from '../support/test';

test.describe('predictions on a phone (issue 17)', () => {
  test('两面推荐: cards with marks and rates, the plan tabs, a live draw, no sideways scroll', async ({ page }) => {
    await page.goto('/m/lmTj/jspk10');
    await expect(page.getByLabel('下期两面推荐')).toBeVisible();
    const next = page.getByTestId('next-period');
    await expect(next).toHaveText(/^\d{8}-\d{4}$/);
    const period = (await next.textContent())!;
    await expect(page.getByText('开奖结果为随机产生，任何预测均不能提高中奖概率，仅供参考。')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: 'test-results/screens/mobile-lmTj.png', fullPage: true });
    await expect(next).not.toHaveText(period, { timeout: 45_000 });
    for (const name of ['专家推荐', '购彩计划', '杀号计划'])
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await page.getByRole('link', { name: '杀号计划', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/shJh\/jspk10$/);
    await expect(page.getByText('随机 90%').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('专家推荐 of a six-mark lottery: 5 of 49 for the special number, the detail with its chart', async ({
    page,
  }) => {
    await page.goto('/m/expert/js6');
    await expect(page.getByText('随机 10.2%').first()).toBeVisible();
    await page.getByRole('link', { name: '查看冷号历史战绩' }).click();
    await expect(page).toHaveURL(/\/m\/expert\/js6\/cold$/);
    const chart = page.getByRole('img', { name: '冷号 近30期滚动命中率与纯随机命中率' });
    await expect(chart.locator('svg')).toBeVisible({ timeout: 20_000 });
    // Grid lines, the rolling rate and the chance line: drawn paths, not an empty frame.
    await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(5);
    await page.screenshot({ path: 'test-results/screens/mobile-expert-detail.png', fullPage: true });
    await page.goto('/m/buyplan/jspk10');
    await expect(page.getByRole('button', { name: '3码计划' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
