import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_KEY, LIVE_PORT, REAL_PORT } from './support/env';
import { baseUse, common, desktopUse, mobileUse, testServer } from './support/playwright-base';

/**
 * End-to-end specs against the production build served by the real server (npm run build
 * first; test-all.mjs does it). Two servers: the live site with simulated draws every 10 s and
 * one with only real published histories imported (SIMULATE=none). The guess centre's specs have
 * their own server and config (playwright.guess.config.ts): they wait for live settlement, and
 * test-all.mjs runs them beside this one.
 */
const GUESS_SPECS = /guess(\.mobile)?\.spec\.ts$/;

export default defineConfig({
  ...common,
  testDir: './tests',
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  use: { ...baseUse, baseURL: `http://127.0.0.1:${LIVE_PORT}` },
  projects: [
    { name: 'desktop', use: desktopUse, testIgnore: [/\.mobile\.spec\.ts$/, GUESS_SPECS] },
    { name: 'mobile', use: mobileUse, testMatch: /\.mobile\.spec\.ts$/, testIgnore: GUESS_SPECS },
  ],
  webServer: [
    testServer(LIVE_PORT, `--env JISU_INTERVAL_SECONDS=10 --env ADMIN_KEY=${E2E_ADMIN_KEY}`),
    testServer(REAL_PORT, '--env SIMULATE=none --import fc3d=fc3d.last1000.jsonl --import hk6=marksix.jsonl'),
  ],
});
