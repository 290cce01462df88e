import { expect, test } from '@playwright/test';

/** The shell's entry, by path. */
const MAIN = /\/main\.\w+\.js$/;

/**
 * Issue 19: the shell's page names the scripts its entry asks for at once (the bootstrap and the
 * shared singletons: shared/src/mf/startupPreload.cjs), so the browser fetches them beside
 * main.js instead of main.js requesting them one by one inside its own task.
 */
test.describe('the shell’s startup scripts', () => {
  for (const path of ['/', '/m'])
    test(`${path}: preloaded by the page, none requested by main.js itself, every one used`, async ({ browser }) => {
      const context = await browser.newContext(path === '/m' ? { viewport: { width: 390, height: 844 } } : {});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Page.enable');
      // main.js is a deferred script: its evaluation, with the requests it makes at once, ends
      // before DOMContentLoaded. What its runtime loads later (a page's chunk, axios while idle)
      // is not a startup script.
      let contentLoadedAt = Infinity;
      cdp.on('Page.domContentEventFired', (e) => (contentLoadedAt = Math.min(contentLoadedAt, e.timestamp)));
      /** Script requests before DOMContentLoaded whose initiating stack lies wholly in main.js. */
      const byMain: { url: string; at: number }[] = [];
      const preloads: string[] = [];
      cdp.on('Network.requestWillBeSent', (e) => {
        if (e.type !== 'Script') return;
        const url = new URL(e.request.url).pathname;
        if (e.initiator.type === 'parser' && !MAIN.test(url)) preloads.push(url);
        const frames = [];
        for (let s = e.initiator.stack; s; s = s.parent) frames.push(...s.callFrames);
        if (e.initiator.type === 'script' && frames.length && frames.every((f) => MAIN.test(f.url)))
          byMain.push({ url, at: e.timestamp });
      });
      await page.goto(path);
      await expect(page.locator('[data-testid^="draw-card-"]').first()).toBeVisible();
      await page.waitForLoadState('load');
      const html = await (await page.request.get(path)).text();
      const named = [...html.matchAll(/<link rel=preload as=script href=([^ >]+)>/g)].map((m) => m[1]);
      // The bootstrap, react-dom and a dozen more: all named, fetched by the page, used by webpack.
      expect(named.length).toBeGreaterThan(5);
      expect(preloads.sort()).toEqual([...named].sort());
      expect(contentLoadedAt).toBeLessThan(Infinity);
      expect(byMain.filter((r) => r.at <= contentLoadedAt).map((r) => r.url)).toEqual([]);
      const installed = await page.evaluate(() =>
        (globalThis as unknown as { webpackChunkshell: [(string | number)[]][] }).webpackChunkshell.flatMap(([ids]) =>
          ids.map(String),
        ),
      );
      for (const href of named) expect(installed).toContain(href.slice(1).split('.')[0]);
      await context.close();
    });
});
