import { expect, test } from '../support/test';

const DISCLAIMER = '开奖结果为随机产生，任何预测均不能提高中奖概率，仅供参考。';

test.describe('predictions on desktop (issue 17)', () => {
  test('两面推荐: the next plan with rates beside chance, then the live draw scores it without a reload', async ({
    page,
  }) => {
    await page.goto('/lmTj/jspk10');
    const next = page.getByTestId('next-period');
    await expect(next).toHaveText(/^\d{8}-\d{4}$/);
    const period = (await next.textContent())!;
    await expect(page.getByText(DISCLAIMER)).toBeVisible();
    await expect(page.getByText('随机 50%').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '热号' })).toHaveAttribute('aria-pressed', 'true');
    const recent = page.getByLabel('近期计划记录').locator('tbody tr');
    await expect(recent).toHaveCount(30);
    await page.screenshot({ path: 'test-results/screens/desktop-lmTj.png', fullPage: true });
    // The draw of the shown period comes (every 10 s here): it heads the record, the next plan appears.
    await expect(recent.first()).toContainText(period, { timeout: 45_000 });
    await expect(next).not.toHaveText(period);
    await expect(recent.first()).toContainText(/[中错]/);
    // Another method, another lottery from the 选择彩种 chooser.
    await page.getByRole('button', { name: '随机对照' }).click();
    await expect(page.getByText('以彩种代码和期号为种子随机选取')).toBeVisible();
    await page.getByRole('link', { name: '极速时时彩' }).first().click();
    await expect(page).toHaveURL(/\/lmTj\/jsssc$/);
    await expect(page.getByText('万位 大小').first()).toBeVisible();
  });

  test('专家推荐: five expert cards; a card opens its record with the rolling-rate chart', async ({ page }) => {
    await page.goto('/expert/jspk10');
    for (const name of ['热号', '冷号', '均衡', '跟号', '随机对照'])
      await expect(page.getByRole('link', { name: `查看${name}历史战绩` })).toBeVisible();
    await expect(page.getByText(DISCLAIMER)).toBeVisible();
    await page.getByRole('link', { name: '查看均衡历史战绩' }).click();
    await expect(page).toHaveURL(/\/expert\/jspk10\/balanced$/);
    await expect(page.getByLabel('历史战绩')).toContainText('随机 50%');
    const chart = page.getByRole('img', { name: '均衡 近30期滚动命中率与纯随机命中率' });
    await expect(chart.locator('svg')).toBeVisible({ timeout: 20_000 });
    // Grid lines, the rolling rate and the chance line: drawn paths, not an empty frame.
    await expect.poll(() => chart.locator('svg path').count()).toBeGreaterThan(5);
    await expect(chart).toContainText('纯随机命中率');
    await page.getByRole('group', { name: '滚动窗口' }).getByRole('button', { name: '近100期滚动' }).click();
    await expect(
      page.getByRole('group', { name: '滚动窗口' }).getByRole('button', { name: '近100期滚动' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: '均衡 近100期滚动命中率与纯随机命中率' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/desktop-expert-detail.png', fullPage: true });
  });

  test('购彩计划 and 杀号计划: progression rows with the long-run loss, kills beside their 90 % chance', async ({
    page,
  }) => {
    await page.goto('/buyplan/jspk10');
    await expect(page.getByRole('button', { name: '5码计划' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('赔率 9.85').first()).toBeVisible();
    await expect(page.getByRole('table', { name: '各计划长期盈亏' })).toBeVisible();
    await expect(page.getByText('连续 10 期未中即判定计划失败').first()).toBeVisible();
    await page.getByRole('button', { name: '2码计划' }).click();
    await expect(page.getByText('选 2 个号码').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/desktop-buyplan.png', fullPage: true });

    await page.goto('/shJh/jspk10');
    await expect(page.getByText('随机 90%').first()).toBeVisible();
    await expect(page.getByText(/杀\s*\d{2}/).first()).toBeVisible();
    await expect(page.getByText(DISCLAIMER)).toBeVisible();
  });

  test('a lottery without the kind is not offered, and an unknown one says so', async ({ page }) => {
    await page.goto('/lmTj/js6');
    await expect(page.getByText('「极速六合彩」不在本页的彩种列表中')).toBeVisible();
  });
});
