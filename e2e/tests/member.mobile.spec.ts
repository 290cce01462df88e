import { expect, test } from '../support/test';
import { PNG, freshUserName, storeExpiredLogin, submitAuthForm, watchCaptchas } from './member-helpers';

const PASSWORD = 'abc12345';
const NEW_PASSWORD = 'xyz98765';

test.describe('members on mobile', () => {
  test('a guest opening the member centre gets the notice, then the login page', async ({ page }) => {
    await page.goto('/m/member/integral');
    await expect(page.getByTestId('toast')).toHaveText('尚未登录，将跳转至登录页面');
    await expect(page).toHaveURL(/\/m\/member\/login$/);
    await expect(page.locator('[data-remote="mf_member"]').first()).toBeVisible();
  });

  test('an expired login is cleared with its notice and sent to login', async ({ page }) => {
    await page.goto('/m');
    await storeExpiredLogin(page);
    await page.goto('/m/member');
    await expect(page.getByTestId('toast')).toHaveText('会员验证过期，将跳转至登录页面');
    await expect(page).toHaveURL(/\/m\/member\/login$/);
  });

  test('registers, uploads an avatar, signs in, changes the password and logs out', async ({ page, request }) => {
    const userName = freshUserName('mb');
    watchCaptchas(page);
    await page.goto('/m/member/register');
    await submitAuthForm(page, request, '注册', userName, PASSWORD);
    await expect(page).toHaveURL(/\/m\/member$/);
    await expect(page.getByTestId('member-status')).toContainText(userName);
    await page.screenshot({ path: 'test-results/screens/mobile-member.png' });

    await page.goto('/m/member/info');
    await page.getByLabel('选择头像').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', /^blob:/);
    await page.getByLabel('昵称').fill('<img src=x>');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('资料已保存')).toBeVisible();
    await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', /\/v1\/cp168\/files\/[0-9a-f]{64}\.webp$/);

    await page.goto('/m/member/integral');
    await page.getByRole('button', { name: '签到领 100 积分' }).click();
    await expect(page.getByText('签到成功，积分 +100')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/mobile-points.png' });

    await page.goto('/m/member/edit?mode=pwd');
    await page.getByLabel('原密码').fill(PASSWORD);
    await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('密码已修改')).toBeVisible();

    await page.goto('/m/member');
    await expect(page.getByTestId('member-status')).toContainText('<img src=x>');
    await page.getByRole('button', { name: '登出' }).click();
    await page.getByTestId('message-box').getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('toast')).toHaveText('成功登出');
    await expect(page).toHaveURL(/\/m\/member\/login$/);

    await submitAuthForm(page, request, '登录', userName, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/m\/member$/);
    await expect(page.getByTestId('member-status')).toContainText('<img src=x>');
  });

  test('the login screen shows its captcha and links to register and find password', async ({ page }) => {
    await page.goto('/m/member/login');
    await expect(page.getByAltText('图形验证码，点击刷新')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(page.getByRole('link', { name: '注册新账号' })).toHaveAttribute('href', '/m/member/register');
    await expect(page.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/m/member/forgot');
    await page.screenshot({ path: 'test-results/screens/mobile-login.png' });
  });
});
