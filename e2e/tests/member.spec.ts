import { expect, test } from '../support/test';
import { PNG, freshUserName, storeExpiredLogin, submitAuthForm, watchCaptchas } from './member-helpers';

const PASSWORD = 'abc12345';
const NEW_PASSWORD = 'xyz98765';

test.describe('members on desktop', () => {
  test('a guest opening the member centre is told to log in and taken to login', async ({ page }) => {
    await page.goto('/member');
    const box = page.getByTestId('message-box');
    await expect(box).toContainText('提示');
    await expect(box).toContainText('尚未登录，将跳转至登录页面');
    await box.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login\?mode=login$/);
  });

  test('an expired login is cleared and sent to login with its notice', async ({ page }) => {
    await page.goto('/');
    await storeExpiredLogin(page);
    await page.goto('/member/integral');
    const box = page.getByTestId('message-box');
    await expect(box).toContainText('会员验证过期，将跳转至登录页面');
    await box.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login\?mode=login$/);
    expect(await page.evaluate(() => localStorage.getItem('cp.loginInfo'))).toBeNull();
  });

  test('registers, uploads an avatar, signs in for points, changes the password, logs out and logs in again', async ({
    page,
    request,
  }) => {
    const userName = freshUserName('dk');
    watchCaptchas(page);
    await page.goto('/login?mode=register');
    await expect(page.getByAltText('图形验证码，点击刷新')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/desktop-login.png' });
    await submitAuthForm(page, request, '注册', userName, PASSWORD);
    await expect(page).toHaveURL(/\/member$/);
    const top = page.getByTestId('member-links');
    await expect(top).toContainText(userName);
    await expect(top).toContainText('积分');
    await expect(page.getByTestId('member-status')).toContainText(userName);
    await expect(page.getByRole('status').filter({ hasText: '本周首次登录' })).toHaveText(
      '本周首次登录，获得 1000 积分',
    );
    await page.screenshot({ path: 'test-results/screens/desktop-member.png' });

    await page.getByRole('link', { name: '个人资料与头像' }).click();
    await expect(page).toHaveURL(/\/member\/info$/);
    await page.getByLabel('选择头像').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', /^blob:/);
    await page.getByLabel('昵称').fill('<img src=x>');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('资料已保存')).toBeVisible();
    await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', /\/v1\/cp168\/files\/[0-9a-f]{64}\.webp$/);
    await expect(page.getByTestId('member-status')).toContainText('<img src=x>');

    await page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '我的积分' }).click();
    await expect(page).toHaveURL(/\/member\/integral$/);
    await page.getByRole('button', { name: '签到领 100 积分' }).click();
    await expect(page.getByText('签到成功，积分 +100')).toBeVisible();
    await expect(page.getByRole('table', { name: '积分记录' })).toContainText('每日签到');
    await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
    await page.screenshot({ path: 'test-results/screens/desktop-points.png' });

    await page.getByRole('link', { name: '账号安全' }).click();
    await expect(page).toHaveURL(/\/member\/security$/);
    const passwordForm = page.getByRole('form', { name: '修改密码' });
    await passwordForm.getByLabel('原密码').fill(PASSWORD);
    await passwordForm.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await passwordForm.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('密码已修改')).toBeVisible();

    await top.getByRole('button', { name: '登出' }).click();
    const box = page.getByTestId('message-box');
    await expect(box).toContainText('登出');
    await box.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('toast')).toHaveText('成功登出');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('guest-links')).toBeVisible();

    await page.goto('/login?mode=login');
    await submitAuthForm(page, request, '登录', userName, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/member$/);
    await expect(page.getByTestId('member-links')).toContainText(userName);
  });
});
