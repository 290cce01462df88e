import { defineConfig, devices } from '@playwright/test';
import { execSync } from 'node:child_process';
import { COMPAT_A_PORT, COMPAT_B_PORT } from './support/env';

/**
 * Compatibility specs (run by e2e/scripts/compat.mjs, which builds the previous release and
 * publishes the two release folders): server A serves the current shell with the previous
 * release of one remote, server B the previous shell with the current remotes.
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
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync', '--no-first-run'],
};

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run node e2e/scripts/compat.mjs`);
  return value;
};

// Light servers: one simulated lottery, no imports.
const serve = (port: number, releases: string, shell?: string) => ({
  command: [
    `node scripts/serve.mjs --port ${port} --fresh --env SIMULATE=jspk10`,
    `--env RELEASES_DIR=${releases}`,
    shell ? `--env SHELL_DIR=${shell}` : '',
  ].join(' '),
  url: `http://127.0.0.1:${port}/healthz`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './compat',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/compat-results.json' }]],
  outputDir: 'test-results/compat-artifacts',
  use: { launchOptions, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', trace: 'off' },
  projects: [
    { name: 'compat', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions } },
  ],
  webServer: [
    serve(COMPAT_A_PORT, need('COMPAT_RELEASES_A')),
    serve(COMPAT_B_PORT, need('COMPAT_RELEASES_B'), need('COMPAT_SHELL_B')),
  ],
});
