import { execSync } from 'node:child_process';

/** Debian's Chromium (no browser downloads on these machines). */
const chromium = (() => {
  try {
    return execSync('command -v chromium', { encoding: 'utf8' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
})();

/**
 * How every config launches it: without the background-networking flags Chromium floods the
 * closed network with refused connections.
 */
export const launchOptions = {
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
