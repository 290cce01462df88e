import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The rules checked: WCAG 2.1 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's serious and critical violations on the page as it is, each with up to five of its nodes.
 *
 * Legacy mode runs axe in the page itself: the default opens a blank page to merge each frame's
 * partial results, handing it every checked node, and on the trend pages (thousands of cells)
 * that cost 12–19 s of a 20–26 s spec. Only the violations' nodes come back from the page
 * (`resultTypes`): the passes are not read. Legacy mode leaves cross-origin frames untested; the
 * site's pages have none.
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
}

/**
 * Issue 19's accessibility checks of a page once its content is there: axe (WCAG 2.1 A and AA
 * rules and best practices) with no serious or critical violation, exactly one `main`
 * landmark, and a viewport that lets the visitor zoom.
 */
export async function expectAccessible(page: Page, url: string) {
  await page.goto(url);
  // The page's content is there: its main landmark shows no loading state any more.
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: /加载/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.waitForTimeout(500);
  expect(await seriousViolations(page), `${url}: serious axe violations`).toEqual([]);
  await expect(page.getByRole('main'), `${url}: one main landmark`).toHaveCount(1);
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport ?? '', `${url}: zoom allowed`).not.toMatch(
    /maximum-scale\s*=\s*1(\.0*)?\b|user-scalable\s*=\s*(no|0)/,
  );
}
