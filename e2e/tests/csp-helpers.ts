import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** A Content-Security-Policy violation as a page (or a frame in it) saw it, or a console report of one. */
export interface Violation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Records every CSP violation of the page and of every frame in it: a `securitypolicyviolation`
 * listener installed before any page script runs (it reports through a binding every frame
 * has), and Chromium's console errors about the policy. Call before the first navigation.
 */
export async function watchCsp(page: Page): Promise<Violation[]> {
  const seen: Violation[] = [];
  await page.exposeBinding('__cspViolation', (_source, v: Violation) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation;
      void report({
        url: e.documentURI,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text()))
      seen.push({ url: msg.location().url, directive: 'console', blocked: '', sample: msg.text() });
  });
  return seen;
}

/** The page answered with the site's page policy (so that "no violation" means something). */
export function expectPagePolicy(response: Response | null): void {
  expect(response, 'navigation response').not.toBeNull();
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src-elem 'self' 'nonce-");
  expect(csp).not.toContain('unsafe-eval');
}

/**
 * The styles styled-components wrote carry the page's nonce, so they apply: every <style> of
 * the page has a nonce, and there is at least one.
 */
export async function expectNoncedStyles(page: Page): Promise<void> {
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style'), (s) => ({ nonce: s.nonce, rules: s.sheet?.cssRules.length ?? 0 })),
  );
  expect(styles.length).toBeGreaterThan(0);
  for (const s of styles) expect(s.nonce).not.toBe('');
  expect(styles.reduce((n, s) => n + s.rules, 0)).toBeGreaterThan(0);
}

/** Lets late work (lazy chunks, charts, live pushes) run, then expects no violation so far. */
export async function expectNoViolation(page: Page, seen: Violation[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
}

/** Opens a page, checks its policy, waits for `ready`, and expects its styles applied and no violation. */
export async function visitUnderPolicy(
  page: Page,
  url: string,
  seen: Violation[],
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  expectPagePolicy(await page.goto(url));
  await ready(page);
  await expectNoncedStyles(page);
  await expectNoViolation(page, seen);
}

/** The newest period shown in a trend table (its last body row). */
export const newestPeriod = (table: Locator): Promise<string> =>
  table.evaluate((t) => {
    const cells = t.querySelectorAll('[data-testid=trend-body] [role=row] .pd');
    return cells[cells.length - 1]?.textContent ?? '';
  });
