import { expect, test } from '../support/test';

test.describe('picture libraries on desktop (issue 18)', () => {
  test('categories by pinyin and search, a paper with zoom and period navigation, the 特码生肖表', async ({ page }) => {
    await page.goto('/images');
    await expect(page).toHaveURL(/\/images\/liuHe$/);
    const index = page.getByRole('navigation', { name: '拼音索引' });
    await expect(index.getByRole('button', { name: 'X', exact: true })).toBeEnabled();
    await expect(index.getByRole('button', { name: 'Q', exact: true })).toBeDisabled();
    await page.getByLabel('搜索图纸').fill('jsl');
    await expect(page.getByText('找到 4 个分类')).toBeVisible();
    await page.getByLabel('搜索图纸').fill('');
    await page
      .getByRole('link', { name: /极速六合彩开奖图/ })
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]c=js6-kj/);
    const paper = page.getByTestId('paper-stage').getByRole('img');
    await expect(paper).toHaveAttribute('alt', /^极速六合彩开奖图 第\d{8}-\d{4}期$/);
    await expect.poll(() => paper.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(660);
    const newest = (await paper.getAttribute('alt'))!;
    await page.screenshot({ path: 'test-results/screens/desktop-gallery-paper.png', fullPage: true });

    await page.getByRole('button', { name: '上一期' }).click();
    await expect(paper).not.toHaveAttribute('alt', newest);
    await expect(page).toHaveURL(/[?&]p=\d{8}-\d{4}/);
    await page.keyboard.press('ArrowRight');
    await expect(paper).toHaveAttribute('alt', newest);

    await expect(page.getByTestId('zoom-percent')).toHaveText('100%');
    await page.getByRole('button', { name: '放大' }).click();
    await expect(page.getByTestId('zoom-percent')).not.toHaveText('100%');
    await page.getByRole('button', { name: '还原' }).click();
    await expect(page.getByTestId('zoom-percent')).toHaveText('100%');

    await page.goto('/images/liuHe');
    await page.getByRole('link', { name: '特码生肖表' }).first().click();
    await expect(paper).toHaveAttribute('alt', /特码生肖表 第/);
    await page.screenshot({ path: 'test-results/screens/desktop-gallery-zodiac.png', fullPage: true });

    await page.goto('/images/pk10');
    await expect(page.getByRole('link', { name: /极速赛车冠亚和龙虎走势/ }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/desktop-gallery-pk10.png', fullPage: true });
  });
});
