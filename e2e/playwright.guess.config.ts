import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_KEY, GUESS_PORT, GUESS_URL } from './support/env';
import { baseUse, common, desktopUse, mobileUse, testServer } from './support/playwright-base';

/**
 * The guess centre's specs on their own server (simulated draws every 30 s, so that a period
 * stays open long enough to guess on). Most of their time is spent waiting for a draw to settle
 * the guesses, so test-all.mjs runs this config beside playwright.config.ts rather than after it;
 * they share no server, so neither run can disturb the other's state.
 */
export default defineConfig({
  ...common,
  testDir: './tests',
  reporter: [['list'], ['json', { outputFile: 'test-results/guess-results.json' }]],
  outputDir: 'test-results/guess-artifacts',
  use: { ...baseUse, baseURL: GUESS_URL },
  projects: [
    { name: 'desktop', use: desktopUse, testMatch: /guess\.spec\.ts$/ },
    { name: 'mobile', use: mobileUse, testMatch: /guess\.mobile\.spec\.ts$/ },
  ],
  webServer: [
    testServer(
      GUESS_PORT,
      `--env SIMULATE=jspk10,jsssc --env JISU_INTERVAL_SECONDS=30 --env ADMIN_KEY=${E2E_ADMIN_KEY}`,
    ),
  ],
});
