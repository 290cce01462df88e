/**
 * Ports of the two servers playwright.config.ts starts. E2E_PORT_BASE moves both (two
 * checkouts on one machine can then run their browser tests at the same time).
 */
const BASE = Number(process.env.E2E_PORT_BASE) || 18080;
export const LIVE_PORT = BASE;
export const REAL_PORT = BASE + 1;
export const LIVE_URL = `http://127.0.0.1:${LIVE_PORT}`;
export const REAL_URL = `http://127.0.0.1:${REAL_PORT}`;

/** Every remote's desktop and mobile sample page (one route per prefix of the registry). */
export const REMOTE_PAGES: Array<{ remote: string; desktop: string[]; mobile: string[] }> = [
  {
    remote: 'mf_trend',
    desktop: ['/lottery/trend', '/lottery/trend/jspk10', '/lottery/history/jspk10', '/changltx'],
    mobile: ['/m/lottery/trend/jspk10', '/m/changltx'],
  },
  {
    remote: 'mf_prediction',
    desktop: ['/expert/jspk10', '/lmTj/jspk10', '/buyplan/jspk10', '/shJh/jspk10'],
    mobile: ['/m/expert/jspk10', '/m/lmTj/jspk10', '/m/buyplan/jspk10', '/m/shJh/jspk10'],
  },
  {
    remote: 'mf_guess',
    desktop: ['/lotterybet/lotteryhome/jspk10/rank'],
    mobile: ['/m/lotterybet/lotteryhome/jspk10/rank'],
  },
  { remote: 'mf_member', desktop: ['/login?mode=login', '/feedback'], mobile: ['/m/member/login', '/m/member/state'] },
  { remote: 'mf_gallery', desktop: ['/images/liuHe', '/images/pk10'], mobile: ['/m/images/liuHe', '/m/images/pk10'] },
];
