import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';

/** A real one-finger horizontal swipe over an element (touch events through the DevTools protocol). */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = Math.round(box.y + Math.min(box.height, 600) / 2);
  const x0 = Math.round(box.x + box.width / 2 - dx / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= 6; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + Math.round((dx * i) / 6), y }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('picture libraries on a phone (issue 18)', () => {
  test('a PK10 paper: swipe for the older and newer periods, no sideways scroll', async ({ page }) => {
    await page.goto('/m/images/pk10');
    await page
      .getByRole('link', { name: /极速赛车冠亚和龙虎走势/ })
      .first()
      .click();
    const paper = page.getByTestId('paper-stage').getByRole('img');
    await expect(paper).toHaveAttribute('alt', /^极速赛车冠亚和龙虎走势 第\d{8}-\d{4}期$/);
    const newest = (await paper.getAttribute('alt'))!;
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: 'test-results/screens/mobile-gallery-paper.png', fullPage: true });
    // Swiping right shows the older period (上一期), swiping left comes back.
    await swipe(page, page.getByTestId('paper-stage'), 160);
    await expect(paper).not.toHaveAttribute('alt', newest);
    await swipe(page, page.getByTestId('paper-stage'), -160);
    await expect(paper).toHaveAttribute('alt', newest);
  });

  test('the six-mark library: letter bar and the 特码生肖表', async ({ page }) => {
    await page.goto('/m/images/liuHe');
    await expect(page.getByRole('navigation', { name: '拼音索引' })).toBeVisible();
    await page.getByRole('link', { name: '特码生肖表' }).first().click();
    await expect(page.getByTestId('paper-stage').getByRole('img')).toHaveAttribute('alt', /特码生肖表 第/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
