import { expect, test } from '@playwright/test';

/**
 * The shell hands its federation runtime to the remotes (docs/REMOTES.md, "The federation
 * runtime"): `_FEDERATION_RUNTIME_CORE` is the runtime the shell itself runs — not a second copy
 * bundled beside it — so a remote built against it needs none of its own.
 */
test('the shell provides its own federation runtime to the remotes', async ({ page }) => {
  await page.goto('/lottery/trend/jspk10');
  // The table is the server's first view: the remote's entry loads while it shows.
  await expect(page.getByTestId('trend-table')).toBeVisible();
  const runtime = () =>
    page.evaluate(() => {
      const g = globalThis as unknown as {
        _FEDERATION_RUNTIME_CORE?: { ModuleFederation: new (...args: never[]) => unknown };
        _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
        __FEDERATION__: { __INSTANCES__: { name: string }[] };
      };
      const core = g._FEDERATION_RUNTIME_CORE;
      const instances = g.__FEDERATION__.__INSTANCES__;
      const shell = instances.find((i) => i.name === 'shell');
      return {
        from: g._FEDERATION_RUNTIME_CORE_FROM?.name,
        shellRunsIt: Boolean(core && shell instanceof core.ModuleFederation),
        remoteLoaded: instances.some((i) => i.name === 'mf_trend'),
      };
    });
  await expect.poll(runtime, { timeout: 15_000 }).toEqual({ from: 'shell', shellRunsIt: true, remoteLoaded: true });
});
