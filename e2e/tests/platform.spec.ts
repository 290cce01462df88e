import { expect, test } from '../support/test';
import { REMOTE_PAGES } from '../support/env';

test.describe('platform (desktop)', () => {
  test('the home page shows the draw the API reports, then the next one without a reload', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const card = page.getByTestId('draw-card-jspk10');
    await expect(card.getByTestId('draw-period').first()).not.toHaveText('--');
    const api = await (await request.get('/v1/cp168/wap/draw/info/jspk10')).json();
    // The API may have moved on by one draw since the page's first view was drawn: the page catches
    // up (the push stream, else the poll 2.5 s after the draw was due).
    const period = api.data.prePeriod.period as string;
    await expect(card.getByTestId('draw-period').first()).toContainText(period.slice(-4));
    await expect(card.getByTestId('draw-ball')).toHaveCount(10);
    const shown = await card.getByTestId('draw-period').first().textContent();
    const ballsShown = (await card.getByTestId('draw-ball').allTextContents()).map((t) => Number(t.trim()));
    if (shown?.includes(period.slice(-4))) expect(ballsShown).toEqual(api.data.prePeriod.balls);

    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const next = api.data.nextPeriod.period as string;
    await expect(card.getByTestId('draw-period').first()).toContainText(next.slice(-4), { timeout: 30_000 });
    const after = await (await request.get('/v1/cp168/wap/draw/info/jspk10')).json();
    if (after.data.prePeriod.period === next) {
      const balls = (await card.getByTestId('draw-ball').allTextContents()).map((t) => Number(t.trim()));
      expect(balls).toEqual(after.data.prePeriod.balls);
    }
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  for (const { remote, desktop } of REMOTE_PAGES) {
    for (const path of desktop) {
      test(`${path} renders the ${remote} remote inside the shell`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator(`[data-remote="${remote}"]`).first()).toBeVisible();
        await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      });
    }
  }

  test('react, react-dom and the other singletons are loaded once, from the shell', async ({ page }) => {
    await page.goto('/lottery/trend/jspk10');
    await expect(page.locator('[data-remote="mf_trend"]').first()).toBeVisible();
    await page.goto('/expert/jspk10');
    await expect(page.locator('[data-remote="mf_prediction"]').first()).toBeVisible();
    const loaded = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      // Every federation instance lists the share scope; count distinct loaded copies.
      const out: Record<string, Array<{ from: string; version: string }>> = {};
      for (const scopes of Object.values(share)) {
        for (const [name, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, info] of Object.entries(versions)) {
            const list = (out[name] ??= []);
            if (info.loaded && !list.some((x) => x.from === info.from && x.version === version))
              list.push({ from: info.from, version });
          }
        }
      }
      return out;
    });
    for (const name of ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'styled-components', 'react-router-dom']) {
      expect(loaded[name], name).toHaveLength(1);
      expect(loaded[name][0].from, name).toBe('shell');
    }
    // The router is shared as react-router-dom alone (shared/src/mf/routerSubset.ts): no second copy.
    expect(loaded['react-router'] ?? []).toEqual([]);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('a remote whose files cannot be fetched shows the fallback while the rest of the site works', async ({
    page,
  }) => {
    await page.route('**/remotes/mf_gallery/**', (route) => route.abort());
    await page.goto('/images/liuHe');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback).toContainText('暂时无法加载');
    await expect(fallback.getByRole('button', { name: '重新加载' })).toBeVisible();
    // The header and menu still work and take the visitor to a working page.
    await page.getByRole('link', { name: '走势图表' }).first().click();
    await expect(page.locator('[data-remote="mf_trend"]').first()).toBeVisible();
    // Once the files can be fetched again, retry brings the page back without a reload.
    await page.unroute('**/remotes/mf_gallery/**');
    await page.goto('/images/liuHe');
    await expect(page.locator('[data-remote="mf_gallery"]').first()).toBeVisible();
  });

  test('the retry button loads the remote once its files are reachable again', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/mf_member/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/feedback');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 30_000 });
    blocked = false;
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.locator('[data-remote="mf_member"]').first()).toBeVisible({ timeout: 30_000 });
  });
});
