import { defineConfig } from '@playwright/test';
import { COMPAT_A_PORT, COMPAT_B_PORT } from './support/env';
import { baseUse, common, desktopUse, testServer } from './support/playwright-base';

/**
 * Compatibility specs (run by e2e/scripts/compat.mjs, which builds the previous release and
 * publishes the two release folders): server A serves the current shell with the previous
 * release of one remote, server B the previous shell with the current remotes.
 */
const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run node e2e/scripts/compat.mjs`);
  return value;
};

// Light servers: one simulated lottery, no imports.
const serve = (port: number, releases: string, shell?: string) =>
  testServer(
    port,
    ['--env SIMULATE=jspk10', `--env RELEASES_DIR=${releases}`, shell ? `--env SHELL_DIR=${shell}` : ''].join(' '),
  );

export default defineConfig({
  ...common,
  testDir: './compat',
  reporter: [['list'], ['json', { outputFile: 'test-results/compat-results.json' }]],
  outputDir: 'test-results/compat-artifacts',
  use: baseUse,
  projects: [{ name: 'compat', use: desktopUse }],
  webServer: [
    serve(COMPAT_A_PORT, need('COMPAT_RELEASES_A')),
    serve(COMPAT_B_PORT, need('COMPAT_RELEASES_B'), need('COMPAT_SHELL_B')),
  ],
});
