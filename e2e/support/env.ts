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
export const LIVE_URL = `http://127.0.0.1:${LIVE_PORT}`;
export const REAL_URL = `http://127.0.0.1:${REAL_PORT}`;

/** Every remote's desktop and mobile smoke pages, from the contracts (`smoke` of each remote's `federation` block). */
export const REMOTE_PAGES: Array<{ remote: string; desktop: string[]; mobile: string[] }> = discoverRemotes().map(
  (r) => ({ remote: r.name, desktop: r.contract.smoke.desktop, mobile: r.contract.smoke.mobile }),
);
