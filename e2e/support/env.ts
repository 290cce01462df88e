import { discoverRemotes } from '@cp/shared/mf/remotes';

/**
 * Ports of the two servers playwright.config.ts starts (and the two of compat.config.ts).
 * E2E_PORT_BASE moves all (two checkouts on one machine can then run their browser tests at
 * the same time).
 */
const BASE = Number(process.env.E2E_PORT_BASE) || 18080;
export const LIVE_PORT = BASE;
export const REAL_PORT = BASE + 1;
/** The compatibility specs' servers (e2e/compat.config.ts). */
export const COMPAT_A_PORT = BASE + 2;
export const COMPAT_B_PORT = BASE + 3;
/**
 * The guess-centre specs' server: jspk10 every 30 s, so each period is open for 20 s and then
 * closed for its last 10 (the live server's 10-second draws would leave no time to guess).
 */
export const GUESS_PORT = BASE + 4;
export const GUESS_URL = `http://127.0.0.1:${GUESS_PORT}`;
/**
 * The operator key the live test server gets (ADMIN_KEY): the member specs read captcha answers
 * and sent codes from the operator routes with it, the news specs write news. A throwaway test
 * value, never a real secret.
 */
export const E2E_ADMIN_KEY = process.env.E2E_ADMIN_KEY || 'e2e-operator-key-for-tests-only';
export const LIVE_URL = `http://127.0.0.1:${LIVE_PORT}`;
export const REAL_URL = `http://127.0.0.1:${REAL_PORT}`;

/** Every remote's desktop and mobile smoke pages, from the contracts (`smoke` of each remote's `federation` block). */
export const REMOTE_PAGES: Array<{ remote: string; desktop: string[]; mobile: string[] }> = discoverRemotes().map(
  (r) => ({ remote: r.name, desktop: r.contract.smoke.desktop, mobile: r.contract.smoke.mobile }),
);
