import { expect, test } from '@playwright/test';
import { GUESS_URL } from '../support/env';
import { otherBrowser, registerMember, waitForOpenPeriod } from './guess-helpers';

test.use({ baseURL: GUESS_URL });

test.describe('guess centre on desktop', () => {
  test('a guest sees the ranking and the rules, and is sent to login for 发起竞猜', async ({ page }) => {
    await page.goto('/lotterybet/lotteryhome/jspk10/rank');
    await expect(page.getByRole('button', { name: '胜率榜' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: '竞猜规则' })).toContainText('不可兑换现金');
    await expect(page.getByRole('region', { name: '排行榜' })).toContainText('每周一 00:00 至周日 24:00');
    await expect(page.getByRole('region', { name: '最新竞猜' })).toBeVisible();
    await page.getByRole('navigation', { name: '竞猜中心' }).getByRole('link', { name: '发起竞猜' }).click();
    const box = page.getByTestId('message-box');
    await expect(box).toContainText('尚未登录，将跳转至登录页面');
    await box.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login\?mode=login$/);
  });

  test('guesses, settles live, ranks, and a subscriber sees the open guesses', async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const a = await registerMember(page, request, 'gs');
    await page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '我的积分' }).click();
    await page.getByRole('button', { name: '签到领 100 积分' }).click();
    await expect(page.getByText('签到成功，积分 +100')).toBeVisible();

    const b = await otherBrowser(browser, { viewport: { width: 1366, height: 900 } });
    await registerMember(b.page, request, 'fan');
    await b.page.goto(`/lotterybet/lotteryhome/jspk10/userInfo/${a.userID}`);
    await expect(b.page.getByTestId('member-nickname')).toHaveText(a.userName);
    await b.page.getByRole('button', { name: '订阅' }).click();
    await expect(b.page.getByRole('button', { name: '取消订阅' })).toBeVisible();
    await expect(b.page.getByTestId('fans-count')).toHaveText('1');

    await page.goto('/lotterybet/lotteryhome/jspk10/newlotterybet');
    await expect(page.getByTestId('bet-score')).toHaveText('1100');
    const period = await waitForOpenPeriod(page);
    for (const name of ['冠军 大小 大', '冠军 大小 小', '亚军 单双 单', '亚军 单双 双'])
      await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByText('已选 4 注')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/desktop-guess-board.png', fullPage: true });
    await page.getByRole('button', { name: '确认竞猜' }).click();
    await expect(page.getByText('竞猜成功：4 注，扣除 40 积分')).toBeVisible();
    await expect(page.getByTestId('bet-score')).toHaveText('1060');
    const mine = page.getByRole('table', { name: '本期我的竞猜' });
    await expect(mine.getByText('待开奖')).toHaveCount(4);

    // The subscriber sees the open guesses of the member they follow.
    await b.page.goto('/lotterybet/lotteryhome/jspk10/mysubscription');
    const followed = b.page.getByRole('table', { name: `${a.userName} 待开奖的竞猜` });
    await expect(followed.getByText(period)).toHaveCount(4);
    await b.page.screenshot({ path: 'test-results/screens/desktop-guess-subscription.png', fullPage: true });

    // The draw arrives (live): the period's results appear without a reload. 大/小 and 单/双 both
    // picked: exactly one of each pair wins (+10), the other loses.
    const results = page.getByRole('table', { name: '上期结果' });
    await expect(results).toBeVisible({ timeout: 60_000 });
    await expect(results.getByText('中 +10')).toHaveCount(2);
    await expect(results.getByText('未中')).toHaveCount(2);
    await expect(page.getByTestId('bet-score')).toHaveText('1100');
    await page.screenshot({ path: 'test-results/screens/desktop-guess-settled.png', fullPage: true });

    await page.getByRole('navigation', { name: '竞猜中心' }).getByRole('link', { name: '排行榜' }).click();
    const ranking = page.getByRole('table', { name: '胜率榜' });
    const row = ranking.getByRole('row').filter({ hasText: a.userName });
    await expect(row).toContainText('50%');
    await expect(page.getByRole('table', { name: '最新开奖的竞猜' })).toContainText(a.userName);
    await page.screenshot({ path: 'test-results/screens/desktop-guess-rank.png', fullPage: true });
    await row.getByRole('link', { name: a.userName }).click();
    await expect(page.getByTestId('member-nickname')).toHaveText(a.userName);
    await expect(page.getByTestId('fans-count')).toHaveText('1');
    await expect(page.getByRole('table', { name: '战绩' })).toContainText('本周');
    await page.screenshot({ path: 'test-results/screens/desktop-guess-member.png', fullPage: true });

    await page.getByRole('navigation', { name: '竞猜中心' }).getByRole('link', { name: '我的竞猜' }).click();
    await expect(page.getByTestId('my-totals')).toContainText('共 4 注');
    await page.screenshot({ path: 'test-results/screens/desktop-guess-mine.png', fullPage: true });

    await page.goto('/member/jingTsai');
    const report = page.getByRole('table', { name: '竞猜报表' });
    await expect(report).toContainText('极速赛车');
    await expect(report).toContainText('大小');
    await b.context.close();
  });
});
