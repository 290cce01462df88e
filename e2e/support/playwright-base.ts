import { devices } from '@playwright/test';
import type { PlaywrightTestConfig } from '@playwright/test';
import { launchOptions } from './chromium';

export { launchOptions };

/** The settings every config shares: one worker, no retries, Chinese locale and time zone. */
export const common = {
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
} satisfies PlaywrightTestConfig;

export const desktopUse = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions };
export const mobileUse = { ...devices['iPhone 13'], defaultBrowserType: 'chromium' as const, launchOptions };
export const baseUse = { launchOptions, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', trace: 'off' as const };

/** A test server (e2e/scripts/serve.mjs with `args`, fresh data) on `port`, ready at /healthz. */
export const testServer = (port: number, args: string) => ({
  command: `node scripts/serve.mjs --port ${port} --fresh ${args}`,
  url: `http://127.0.0.1:${port}/healthz`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});
