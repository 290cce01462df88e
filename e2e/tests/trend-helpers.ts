import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const STATS = ['appearCount', 'avgMissing', 'now', 'biggestContinue', 'biggestMissing'] as const;

export interface TrendApi {
  list: { period: string; balls: number[]; missing: Record<string, Record<string, number>> }[];
  stats: Record<(typeof STATS)[number], Record<string, Record<string, number>>>;
}

/** GET cpTrend of one type over `count` draws, as the page asks for it. */
export async function apiTrend(
  request: APIRequestContext,
  base: string,
  code: string,
  type: string,
  count: number,
): Promise<TrendApi> {
  const res = await request.get(`${base}/v1/cp168/apis/cpTrend/${code}?trendTypes=${type}&count=${count}`);
  expect(res.ok()).toBe(true);
  const body = await res.json();
  expect(body.status).toBe(1);
  return body.data.trends[type];
}

/** The `type:position:key` of every key column, in column order (second header row). */
export function columnKeys(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=trend-table] [data-key]')
    .evaluateAll((ths) => ths.map((th) => (th as HTMLElement).dataset.key ?? ''));
}

/** The texts of one statistics row, one per key column. */
export function statTexts(page: Page, stat: string): Promise<string[]> {
  return page.getByTestId(`trend-stat-${stat}`).locator('[role=cell]:not(.dr)').allTextContents();
}

/** What the API says a statistics row holds, in the page's column order. */
export function expectedStats(api: TrendApi, stat: (typeof STATS)[number], keys: string[]): string[] {
  return keys.map((k) => {
    const [, pos, key] = k.split(':');
    return String(api.stats[stat][pos][key]);
  });
}

/**
 * The row counts of a table loaded as a window of `count` draws: the window and up to 29 live
 * rows appended below it (a whole chunk of 30 leaves the top when they make one).
 */
export function windowRows(count: number): RegExp {
  return new RegExp(`^(${Array.from({ length: 30 }, (_, i) => count + i).join('|')})$`);
}

/** Waits until the table shows a window of `count` draws (and the live rows since) and nothing is loading. */
export async function waitForWindow(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('trend-table')).toHaveAttribute('data-rows', windowRows(count), { timeout: 15_000 });
  await expect(page.getByTestId('trend-loading')).toHaveCount(0);
}

/** Scrolls the statistics (the chunk anchor) into view until every row of the window is rendered. */
export async function showAllChunks(page: Page, count: number): Promise<void> {
  const table = page.getByTestId('trend-table');
  for (let i = 0; i < 10 && (await table.getAttribute('data-visible')) !== String(count); i++) {
    await page.getByTestId('trend-stat-biggestMissing').scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
  }
  await expect(table).toHaveAttribute('data-visible', String(count));
}

export const MOBILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};
