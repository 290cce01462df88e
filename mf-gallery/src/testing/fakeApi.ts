import type { Api } from '@cp/shared/api';

/**
 * A hand-written Api for tests. These pages ask the server for nothing of their own yet, so
 * every call answers empty data and is recorded: a test can check that no page invents data.
 */
export function createFakeApi() {
  const calls: string[] = [];
  const record = <T>(call: string, value: T): Promise<T> => {
    calls.push(call);
    return Promise.resolve(value);
  };
  const api: Api = {
    siteInfo: () =>
      record('siteInfo', {
        siteName: '168开奖网',
        siteSetting: {
          logo: null,
          headBanner: null,
          marquee: '',
          topAd: null,
          bottomAd: null,
          apkLink: null,
          hotLotteryTab: [],
        },
        homePageLotteries: { hotLotteryTab: [] },
      }),
    seoPage: (routing) => record('seoPage', { routing, titleSuffix: '', metaKeyword: '', metaDescription: '' }),
    publicLotteries: () => record('publicLotteries', {}),
    lotteryGroups: () => record('lotteryGroups', []),
    planLotteryGroups: (kind) => record(`planLotteryGroups:${kind}`, []),
    drawInfo: (code) => Promise.reject(new Error(`no draw for ${code}`)),
    drawInfos: (codes) => record(`drawInfos:${codes.join(',')}`, []),
    drawHistory: () => record('drawHistory', { list: [], total: 0, page: 1, size: 50 }),
    trends: (code) => record('trends', { code, count: 0, trends: {} }),
    ruleText: (code) => record('ruleText', { code, name: code, group: 'others', title: '', sections: [] }),
    streaks: () => record('streaks', []),
    renewToken: () => Promise.reject(new Error('no member endpoints yet')),
    drawEventsUrl: () => '/v1/cp168/apis/draw/events',
  };
  return { api, calls };
}
