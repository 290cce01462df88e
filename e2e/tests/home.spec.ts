import { expect, test } from '@playwright/test';

test.describe('desktop home, popups and the embed tool', () => {
  test("shows every lottery of the catalogue with its latest draw in its family's visual language", async ({
    page,
    request,
  }) => {
    const catalogue = (await (await request.get('/v1/public/cp')).json()).data as Record<
      string,
      { name: string; group: string }
    >;
    await page.goto('/');
    for (const [code, l] of Object.entries(catalogue)) {
      const card = page.getByTestId(`draw-card-${code}`).first();
      await expect(card, code).toContainText(l.name);
      await expect(card.getByTestId('draw-period')).not.toHaveText('--');
    }
    // 六合彩: seven balls in wave colours with the zodiac; 快3: three dice; PK10: ten balls.
    const info = (await (await request.get('/v1/cp168/wap/draw/info/hk6')).json()).data;
    const hk6 = page.getByTestId('draw-card-hk6').first();
    await expect(hk6.getByTestId('draw-ball')).toHaveCount(7);
    await expect(hk6).toContainText(info.prePeriod.ruleDetail.shengXiao[6]);
    await expect(page.getByTestId('draw-card-jsk3').first().getByTestId('draw-ball')).toHaveCount(3);
    await expect(page.getByTestId('draw-card-jspk10').first().getByTestId('draw-ball')).toHaveCount(10);
    // The hot-lottery tabs come from site info.
    const site = (await (await request.get('/v1/cp168/wap/site/info')).json()).data;
    const hot = page.getByTestId('hot-panel');
    for (const code of site.homePageLotteries.hotLotteryTab.slice(0, 4))
      await expect(hot).toContainText(catalogue[code].name);
  });

  test('the draw video popup replays the latest PK10 draw in an 880×568 frame', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('draw-card-jspk10').first().getByTestId('open-video').click();
    const popup = page.getByTestId('video-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('极速赛车');
    const frame = popup.getByTestId('draw-replay');
    await expect(frame).toBeVisible();
    const box = await frame.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(880);
    expect(Math.round(box?.height ?? 0)).toBe(568);
    await expect(popup.getByTestId('pk10-race')).toBeVisible();
    await popup.getByRole('button', { name: /关闭/ }).click();
    await expect(popup).toHaveCount(0);
  });

  test('other families replay as dice or balls drawn one by one', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('draw-card-jsk3').first().getByTestId('open-video').click();
    await expect(page.getByTestId('video-popup').getByTestId('dice-roll')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('draw-card-js6').first().getByTestId('open-video').click();
    const drum = page.getByTestId('video-popup').getByTestId('ball-drum');
    await expect(drum).toBeVisible();
    await expect(drum.getByTestId('replay-ball')).toHaveCount(7, { timeout: 20_000 });
  });

  test("the rules popup shows the lottery family's rules from the server", async ({ page, request }) => {
    const rules = (await (await request.get('/v1/apis/ruleDetails/hk6')).json()).data;
    await page.goto('/');
    await page.getByTestId('draw-card-hk6').first().getByTestId('open-rules').click();
    const popup = page.getByTestId('rules-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(rules.title);
    await expect(popup).toContainText(rules.sections[0].heading);
    await expect(popup).toContainText('不涉及任何现金交易');
  });

  test('the lottery hall menu lists the lotteries by category and links to their trend pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /彩票大厅/ }).hover();
    const hall = page.getByTestId('hall-menu');
    await expect(hall).toBeVisible();
    for (const label of ['极速', '高频', '地方', '全国']) await expect(hall).toContainText(label);
    await hall.getByRole('link', { name: '福彩3D' }).click();
    await expect(page).toHaveURL(/\/lottery\/trend\/fc3d$/);
  });

  test('/transfer builds an iframe snippet for the chosen lotteries and size', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/transfer');
    await page.getByTestId('lottery-picker').getByText('香港六合彩', { exact: true }).click();
    const code = page.getByTestId('embed-code');
    await expect(code).toContainText('/transfer/toolbox/hk6');
    await expect(code).toContainText('<iframe');
    await page.getByTestId('size-picker').getByText('600', { exact: false }).first().click();
    await expect(code).toContainText('width="600"');
    await page.getByTestId('copy-embed').first().click();
    await expect(page.getByTestId('copy-embed').first()).toContainText('已复制');
  });

  test('/transfer/toolbox/{code} is the bare live widget, without site chrome', async ({ page, request }) => {
    await page.goto('/transfer/toolbox/fc3d');
    const widget = page.getByTestId('toolbox');
    const info = (await (await request.get('/v1/cp168/wap/draw/info/fc3d')).json()).data;
    await expect(widget.getByTestId('draw-period')).toHaveText(info.prePeriod.period);
    await expect(widget.getByTestId('countdown')).toBeVisible();
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
    await expect(page.getByTestId('disclaimer')).toHaveCount(0);
    // an unknown lottery: status 404, the widget says so in its own small frame
    expect((await page.goto('/transfer/toolbox/nope'))?.status()).toBe(404);
    await expect(page.getByTestId('toolbox-unknown')).toHaveText('未知彩种');
  });
});
