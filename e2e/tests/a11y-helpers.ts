import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
  expect(serious, `${url}: serious axe violations`).toEqual([]);
  await expect(page.getByRole('main'), `${url}: one main landmark`).toHaveCount(1);
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport ?? '', `${url}: zoom allowed`).not.toMatch(
    /maximum-scale\s*=\s*1(\.0*)?\b|user-scalable\s*=\s*(no|0)/,
  );
}
