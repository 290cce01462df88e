import { defineConfig, devices } from '@playwright/test';
import { execSync } from 'node:child_process';
import { E2E_ADMIN_KEY, GUESS_PORT, LIVE_PORT, REAL_PORT } from './support/env';

/**
 * End-to-end specs against the production build served by the real server (npm run build
 * first; test-all.mjs does it). Two servers: the live site with simulated draws every 10 s,
 * one with only real published histories imported (SIMULATE=none), and the guess centre's
 * (simulated draws every 30 s, so that a period stays open long enough to guess on).
 */

const chromium = (() => {
  try {
    return execSync('command -v chromium', { encoding: 'utf8' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
})();

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${LIVE_PORT}`,
    launchOptions,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    {
      name: 'mobile',
      use: { ...devices['iPhone 13'], defaultBrowserType: 'chromium', launchOptions },
      testMatch: /\.mobile\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${LIVE_PORT} --fresh --env JISU_INTERVAL_SECONDS=10 --env ADMIN_KEY=${E2E_ADMIN_KEY}`,
      url: `http://127.0.0.1:${LIVE_PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve.mjs --port ${REAL_PORT} --fresh --env SIMULATE=none --import fc3d=fc3d.last1000.jsonl --import hk6=marksix.jsonl`,
      url: `http://127.0.0.1:${REAL_PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve.mjs --port ${GUESS_PORT} --fresh --env SIMULATE=jspk10,jsssc --env JISU_INTERVAL_SECONDS=30 --env ADMIN_KEY=${E2E_ADMIN_KEY}`,
      url: `http://127.0.0.1:${GUESS_PORT}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
