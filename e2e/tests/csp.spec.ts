/**
 * Content-Security-Policy (docs/ARCHITECTURE.md "Security headers"): every main page works
 * under its policy without a single violation, and other sites may frame the widget
 * /transfer/toolbox/{code} but no other page. Phone pages: csp.mobile.spec.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoViolation,
  expectPagePolicy,
  newestPeriod,
  visitUnderPolicy,
  watchCsp,
  type Violation,
} from './csp-helpers';

let seen: Violation[];
test.beforeEach(async ({ page }) => {
  seen = await watchCsp(page);
});

const visit = (page: Page, url: string, ready: (page: Page) => Promise<void>) =>
  visitUnderPolicy(page, url, seen, ready);

test('the watcher itself sees a violation: a <style> without the nonce is refused', async ({ page }) => {
  expectPagePolicy(await page.goto('/'));
  await expect(page.getByTestId('draw-card-jspk10').first()).toBeVisible();
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red }';
    document.head.appendChild(style);
  });
  await expect.poll(() => seen.map((v) => v.directive)).toContain('style-src-elem');
});

test('home, with the draw video popup (it frames nothing: the replay is drawn in the page)', async ({ page }) => {
  await visit(page, '/', async (p) => {
    await expect(p.getByTestId('draw-card-jspk10').first().getByTestId('draw-period')).not.toHaveText('--');
    await p.getByTestId('draw-card-jspk10').first().getByTestId('open-video').click();
    await expect(p.getByTestId('video-popup').getByTestId('pk10-race')).toBeVisible();
    await expect(p.getByTestId('video-popup').locator('iframe')).toHaveCount(0);
  });
});

test('trend page: table, line, charts with their tooltip, and a live draw computed in the browser', async ({
  page,
}) => {
  await visit(page, '/lottery/trend/jspk10', async (p) => {
    const table = p.getByTestId('trend-table');
    await expect(table).toHaveAttribute('data-rows', /^\d+$/, { timeout: 30_000 });
    const chart = p.getByTestId('trend-chart-appear');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas').first()).toBeVisible();
    const box = await chart.boundingBox();
    if (box) await p.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // A draw lands every 10 s on this server; its row is built by the trend engine in the page.
    // The window keeps its size: the new draw's row replaces the oldest, so the newest period changes.
    const before = await newestPeriod(table);
    await expect.poll(() => newestPeriod(table), { timeout: 30_000 }).not.toBe(before);
  });
});

test('draw history', async ({ page }) => {
  await visit(page, '/lottery/history/jspk10', async (p) => {
    await expect(p.locator('[data-remote="mf_trend"]').first()).toBeVisible();
    await expect(p.getByRole('row').nth(2)).toBeVisible();
  });
});

test('dragon reminders /changltx', async ({ page }) => {
  await visit(page, '/changltx', async (p) => {
    await expect(p.locator('[data-remote="mf_trend"]').first()).toBeVisible();
  });
});

test('/transfer previews the widget of this site in iframes', async ({ page }) => {
  await visit(page, '/transfer', async (p) => {
    const frame = p.frameLocator('iframe').first();
    await expect(frame.getByTestId('toolbox')).toBeVisible();
  });
});

test('the widget /transfer/toolbox/jspk10', async ({ page }) => {
  await visit(page, '/transfer/toolbox/jspk10', async (p) => {
    await expect(p.getByTestId('toolbox').getByTestId('draw-period')).not.toHaveText('--');
  });
});

for (const [url, remote] of [
  ['/lotterybet/lotteryhome/jspk10/rank', 'mf_guess'],
  ['/login', 'mf_member'],
  ['/images/liuHe', 'mf_gallery'],
  ['/expert/jspk10', 'mf_prediction'],
] as const) {
  test(`${url}: the ${remote} remote, loaded by the federation runtime`, async ({ page }) => {
    await visit(page, url, async (p) => {
      await expect(p.locator(`[data-remote="${remote}"]`).first()).toBeVisible();
      await expect(p.getByTestId('remote-fallback')).toHaveCount(0);
    });
  });
}

test('/docs: Swagger UI under its own policy', async ({ page }) => {
  const res = await page.goto('/docs');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible({ timeout: 15_000 });
  await page.locator('.swagger-ui .opblock-summary').first().click();
  await expect(page.locator('.swagger-ui .opblock-body').first()).toBeVisible();
  await expectNoViolation(page, seen);
});

test.describe('framing by another site', () => {
  /** Another origin: a page of iframes served from a port of its own (on loopback, as the site). */
  let embedder: http.Server;
  let embedderUrl: string;
  test.beforeAll(async ({ baseURL }) => {
    embedder = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>embedder</title>
        <iframe id="widget" src="${baseURL}/transfer/toolbox/jspk10" width="400" height="300"></iframe>
        <iframe id="home" src="${baseURL}/" width="400" height="300"></iframe>
        <iframe id="under" src="${baseURL}/transfer/toolbox/jspk10/x" width="400" height="300"></iframe>`);
    });
    await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
    embedderUrl = `http://127.0.0.1:${(embedder.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => embedder.close(() => resolve())));

  test('may frame the widget, but not the home page nor a path under the widget', async ({ page, baseURL }) => {
    await page.goto(embedderUrl);
    await expect(page.frameLocator('#widget').getByTestId('toolbox').getByTestId('draw-period')).not.toHaveText('--');
    // A refused frame is left on the browser's error page, and Chromium says why on the
    // embedder's console (naming the directive, and the site's origin only).
    const frameUrl = async (id: string) =>
      (await (await page.locator(`#${id}`).elementHandle())?.contentFrame())?.url();
    await expect.poll(() => frameUrl('home')).toMatch(/^chrome-error:/);
    await expect.poll(() => frameUrl('under')).toMatch(/^chrome-error:/);
    expect(await frameUrl('widget')).toBe(`${baseURL}/transfer/toolbox/jspk10`);
    const refusals = seen.filter((v) => /frame-ancestors 'self'/.test(v.sample) && v.sample.includes(`'${baseURL}/'`));
    expect(refusals).toHaveLength(2);
  });
});
