/**
 * Trend pages over imported real draws (福彩3D, 六合彩; nothing else simulated but 极速赛车):
 * the statistics rows equal the API for 30, 60 and 90 draws, the toggles change what is drawn,
 * canvases stay ≤ 1000 px, chunks append on scroll, and a live draw appends one row below the
 * window, every row above it kept.
 */
import { expect, test } from '../support/test';
import type { Locator } from '@playwright/test';
import { LIVE_CODE, startRealDataServer, type RealDataServer } from './trend-realdata.setup';
import { apiTrend, columnKeys, expectedStats, STATS, statTexts, waitForWindow } from './trend-helpers';

let server: RealDataServer;

/** How many pixels of a canvas are painted. */
const inkOf = (canvas: Locator) =>
  canvas.evaluate((c) => {
    const el = c as HTMLCanvasElement;
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  });
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startRealDataServer();
});
test.afterAll(async () => server?.stop());

for (const [code, name] of [
  ['fc3d', '福彩3D'],
  ['hk6', '香港六合彩'],
] as const) {
  test(`${name}: 出现次数, 平均遗漏, 当前遗漏, 最大连出, 最大遗漏 equal the API for 30, 60 and 90 draws`, async ({
    page,
    request,
  }) => {
    await page.goto(`${server.url}/lottery/trend/${code}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('trend-view-basic')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('trend-range-30')).toHaveAttribute('aria-checked', 'true');
    for (const count of [30, 60, 90]) {
      if (count !== 30) await page.getByTestId(`trend-range-${count}`).click();
      await waitForWindow(page, count);
      const api = await apiTrend(request, server.url, code, 'basic', count);
      const keys = await columnKeys(page);
      expect(keys.length).toBe(code === 'fc3d' ? 30 : 7 * 49);
      for (const stat of STATS)
        expect([count, stat, await statTexts(page, stat)]).toEqual([count, stat, expectedStats(api, stat, keys)]);
      // the first row is the oldest draw of the window, its cells the API's missing values
      const first = api.list[0];
      await expect(page.locator('[data-testid=trend-body] [role=row]').first().locator('.pd')).toContainText(
        first.period.slice(-7),
      );
      const cells = await page
        .locator('[data-testid=trend-body] [role=row]')
        .first()
        .locator('[role=cell]:not(.dr)')
        .allTextContents();
      expect(cells).toEqual(
        keys.map((k) => {
          const [, pos, key] = k.split(':');
          const v = first.missing[pos][key];
          return v === 0 ? String(Number(key.slice(3))).padStart(code === 'hk6' ? 2 : 1, '0') : String(v);
        }),
      );
    }
  });
}

test('the toggles change what is drawn', async ({ page }) => {
  await page.goto(`${server.url}/lottery/trend/fc3d`);
  await waitForWindow(page, 30);
  const frame = page.getByTestId('trend-table-frame');
  const missed = page.locator('[data-testid=trend-body] .m').first();
  const colour = () => missed.evaluate((el) => getComputedStyle(el).color);
  expect(await colour()).not.toBe('rgba(0, 0, 0, 0)');
  await page.getByTestId('trend-toggle-presentMissing').uncheck();
  expect(await colour()).toBe('rgba(0, 0, 0, 0)');
  await page.getByTestId('trend-toggle-presentMissing').check();

  const lines = page.getByTestId('trend-lines');
  await expect(lines).toBeVisible();
  expect(await inkOf(page.getByTestId('trend-line-canvas').first())).toBeGreaterThan(500);
  await page.getByTestId('trend-toggle-presentLine').uncheck();
  await expect(lines).toBeHidden();
  await page.getByTestId('trend-toggle-presentLine').check();
  await expect(lines).toBeVisible();

  // the row stripes and balls are painted beneath the cells
  const under = page.getByTestId('trend-under-canvas').first();
  expect(await inkOf(under)).toBeGreaterThan(1000);
  // 遗漏分层 shades each key's trailing misses: per column, from the row after its last hit
  // down to the last row shown, nothing where the last row is a hit
  const layer = page.getByTestId('trend-layer');
  await expect(layer).toBeHidden();
  await page.getByTestId('trend-toggle-presentLineMissingLayer').check();
  await expect(frame).toHaveClass(/layer/);
  await expect(layer).toBeVisible();
  const runs = await page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('[data-testid=trend-body] [role=row]'));
    const hit = (r: Element, c: number) => r.querySelectorAll('.sg > *')[c].classList.contains('h');
    const boxes = Array.from(document.querySelectorAll<HTMLElement>('[data-testid=trend-layer] > i'));
    const bottom = rows[rows.length - 1].getBoundingClientRect().bottom;
    return boxes.map((box, c) => {
      let last = -1;
      rows.forEach((r, i) => hit(r, c) && (last = i));
      const shown = getComputedStyle(box).display !== 'none';
      const rect = box.getBoundingClientRect();
      const from = last + 1 < rows.length ? rows[last + 1].getBoundingClientRect().top : null;
      return { shown, expected: from !== null, top: rect.top - (from ?? 0), bottom: rect.bottom - bottom };
    });
  });
  expect(runs).toHaveLength(30);
  for (const r of runs) {
    expect(r.shown).toBe(r.expected);
    if (r.shown) expect([Math.round(r.top), Math.round(r.bottom)]).toEqual([0, 0]);
  }
  expect(runs.some((r) => r.shown)).toBe(true);
  await page.getByTestId('trend-toggle-presentLineMissingLayer').uncheck();
  await expect(layer).toBeHidden();

  const fifth = page.locator('[data-testid=trend-body] [role=row]:nth-child(5) [role=cell]').nth(3);
  const divider = () => fifth.evaluate((el) => getComputedStyle(el).borderBottomColor);
  expect(await divider()).toBe('rgb(214, 73, 63)');
  await page.getByTestId('trend-toggle-presentLineDivided').uncheck();
  expect(await divider()).not.toBe('rgb(214, 73, 63)');
});

test('rows append in chunks of 30 as the statistics scroll into view, and canvases stay ≤ 1000 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.goto(`${server.url}/lottery/trend/hk6`);
  await waitForWindow(page, 30);
  await page.getByTestId('trend-range-90').click();
  await waitForWindow(page, 90);
  const table = page.getByTestId('trend-table');
  await expect(table).toHaveAttribute('data-visible', '30');
  await expect(page.locator('[data-testid=trend-body] [role=row]')).toHaveCount(30);
  await page.getByTestId('trend-stat-now').scrollIntoViewIfNeeded();
  await expect(table).toHaveAttribute('data-visible', '60');
  await page.getByTestId('trend-stat-now').scrollIntoViewIfNeeded();
  await expect(table).toHaveAttribute('data-visible', '90');
  await expect(page.locator('[data-testid=trend-body] [role=row]')).toHaveCount(90);

  // 90 rows of 25 px: 2250 px in bands of 500 px (under the 1000 px allowed), each band cut
  // across into tiles of at most 1024 px
  const band = 500;
  const canvases = page.getByTestId('trend-line-canvas');
  // (tiles far beside what the scroller shows are out of the flow: no box)
  const boxes = await canvases.evaluateAll((cs) =>
    cs
      .filter((c) => c.style.display !== 'none')
      .map((c) => c.getBoundingClientRect())
      .map((r) => ({ top: r.top, bottom: r.bottom, height: r.height, left: r.left, right: r.right, width: r.width })),
  );
  for (const b of boxes) {
    expect(b.height).toBeLessThanOrEqual(band);
    expect(b.width).toBeLessThanOrEqual(1024);
  }
  const tops = [...new Set(boxes.map((b) => Math.round(b.top)))];
  expect(tops).toHaveLength(5);
  // together they cover every row, without gaps, and each band's tiles sit side by side
  const body = await page
    .getByTestId('trend-body')
    .evaluate((b) => b.getBoundingClientRect())
    .then((r) => ({ top: r.top, bottom: r.bottom }));
  expect(Math.abs(tops[0] - body.top)).toBeLessThanOrEqual(1);
  for (let i = 1; i < tops.length; i++) expect(Math.abs(tops[i] - (tops[i - 1] + band))).toBeLessThanOrEqual(1);
  expect(Math.max(...boxes.map((b) => b.bottom))).toBeGreaterThanOrEqual(body.bottom - 1);
  for (const top of tops) {
    const row = boxes.filter((b) => Math.round(b.top) === top).sort((a, b) => a.left - b.left);
    expect(row).toHaveLength(boxes.length / tops.length);
    for (let i = 1; i < row.length; i++) expect(Math.abs(row[i].left - row[i - 1].right)).toBeLessThanOrEqual(1);
  }
});

test('a live draw appends its row below the window (the rows above stay) and the statistics follow, without reloading the window', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const trendRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cpTrend/')) trendRequests.push(r.url());
  });
  await page.goto(`${server.liveUrl}/lottery/trend/${LIVE_CODE}`);
  const table = page.getByTestId('trend-table');
  await waitForWindow(page, 30);
  await expect(page.getByTestId('trend-loading')).toHaveCount(0);
  // The view on screen came with the page (its server-rendered first view); the other views'
  // tables are fetched once the page is idle (up to 2 s later on a busy machine): wait for that
  // request, so that it is not taken for a reload of the window.
  await expect
    .poll(() => trendRequests.filter((u) => !/trendTypes=basic&/.test(u)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  await page.waitForLoadState('networkidle');
  const loaded = trendRequests.length;
  const rows = page.locator('[data-testid=trend-body] [role=row]');
  // Read at once, so that a draw landing meanwhile cannot split them.
  const periodsOf = () =>
    table.evaluate((t) =>
      Array.from(t.querySelectorAll('[data-testid=trend-body] [role=row] .pd'), (c) => c.textContent ?? ''),
    );
  // (30 rows, or more if a draw landed since the page loaded)
  const seen = await periodsOf();
  expect(seen.length).toBeGreaterThanOrEqual(30);
  // One draw every 10 s here: wait for the bottom row to change.
  await expect.poll(async () => (await periodsOf()).at(-1), { timeout: 30_000 }).not.toBe(seen.at(-1));
  const now = await periodsOf();
  // Appended below: the rows seen stay where they were, one more per draw that landed.
  expect(now.length).toBeGreaterThan(seen.length);
  expect(now.slice(0, seen.length)).toEqual(seen);
  expect(Number(await table.getAttribute('data-rows'))).toBeGreaterThanOrEqual(now.length);
  expect(trendRequests.slice(loaded)).toEqual([]);
  // the statistics cover the draws on screen: exactly the API's for as many draws (asked again
  // if yet another draw lands in between)
  await expect
    .poll(async () => {
      const n = Number(await page.getByTestId('trend-table').getAttribute('data-rows'));
      const api = await apiTrend(request, server.liveUrl, LIVE_CODE, 'basic', n);
      const keys = await columnKeys(page);
      const bottom = (await rows.last().locator('.pd').textContent()) ?? '?';
      const same = api.list[n - 1].period.endsWith(bottom);
      const stats = await Promise.all(
        STATS.map(
          async (s) => JSON.stringify(await statTexts(page, s)) === JSON.stringify(expectedStats(api, s, keys)),
        ),
      );
      return same && stats.every(Boolean);
    })
    .toBe(true);
});
