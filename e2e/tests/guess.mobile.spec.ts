import { expect, test } from '@playwright/test';
import { GUESS_URL } from '../support/env';
import { registerMember, waitForOpenPeriod } from './guess-helpers';

test.use({ baseURL: GUESS_URL });

test.describe('guess centre on a phone', () => {
  test('places a guess, sees it settle live, the ranking and the member page', async ({ page, request }) => {
    test.setTimeout(150_000);
    const a = await registerMember(page, request, 'mg', '/m/member/register');
    await page.goto('/m/lotterybet/lotteryhome/jspk10/newlotterybet');
    const tabs = page.getByRole('navigation', { name: '竞猜中心' }).getByRole('link');
    await expect(tabs).toHaveCount(5);
    await waitForOpenPeriod(page);
    await page.getByRole('button', { name: '冠军 大小 大', exact: true }).click();
    await page.getByRole('group', { name: '位置' }).getByRole('button', { name: '第十名' }).click();
    await page.getByRole('button', { name: '第十名 大小 小', exact: true }).click();
    await expect(page.getByLabel('已选 1')).toHaveCount(2); // a count on the chips of 冠军 and 第十名
    await page.screenshot({ path: 'test-results/screens/mobile-guess-board.png', fullPage: true });
    await page.getByRole('button', { name: '确认竞猜' }).click();
    await expect(page.getByText('竞猜成功：2 注，扣除 20 积分')).toBeVisible();
    const results = page.getByRole('table', { name: '上期结果' });
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(results.getByRole('row')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/screens/mobile-guess-settled.png', fullPage: true });

    await tabs.filter({ hasText: '排行榜' }).click();
    await expect(page.getByRole('button', { name: '盈利榜' })).toBeVisible();
    await page.getByRole('button', { name: '盈利榜' }).click();
    await expect(page.getByText('每周一 00:00 至周日 24:00')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/mobile-guess-rank.png', fullPage: true });

    await page.goto(`/m/lotterybet/lotteryhome/jspk10/userInfo/${a.userID}`);
    await expect(page.getByTestId('member-nickname')).toHaveText(a.userName);
    await expect(page.getByRole('table', { name: '会员竞猜记录' })).toContainText('极速赛车');
    await page.screenshot({ path: 'test-results/screens/mobile-guess-member.png', fullPage: true });

    await page.goto('/m/member/jingTsai');
    await expect(page.getByRole('table', { name: '竞猜报表' })).toContainText('大小');
  });
});
