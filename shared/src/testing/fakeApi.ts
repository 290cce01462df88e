import type { Api, DrawInfo, PublicLottery, SeriesGroupDto } from '@cp/shared/api';
import { FIXTURE_LOTTERIES, fixtureDrawInfo, fixtureKindGroups } from './fixtures';
import type { KindLottery } from './fixtures';

export interface FakeApiOptions {
  /** What publicLotteries answers; none by default. */
  lotteries?: Record<string, PublicLottery>;
  /** The list of a kind: planLotteryGroups(kind) answers groups(kind), lotteryGroups() groups('all'); none by default. */
  groups?: (kind: string) => SeriesGroupDto<KindLottery>[];
  /** The latest draw of a code; without it drawInfo rejects and drawInfos answers none. */
  drawInfo?: (code: string) => DrawInfo;
}

/** The lottery fixtures as fake-Api options: four lotteries, their per-kind lists and a draw each. */
export const LOTTERY_FIXTURES: FakeApiOptions = {
  lotteries: FIXTURE_LOTTERIES,
  groups: fixtureKindGroups,
  drawInfo: fixtureDrawInfo,
};

const SITE_INFO = {
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
};

/**
 * A hand-written Api for tests. Every request is recorded in `calls` (e.g. 'planLotteryGroups:
 * liangMian'), so a test can check what a page asked for, or that it asked for nothing and so
 * invents no data. It answers empty data unless given fixtures (LOTTERY_FIXTURES, or its own).
 */
export function createFakeApi({ lotteries = {}, groups = () => [], drawInfo }: FakeApiOptions = {}) {
  const calls: string[] = [];
  // Recorded when called, answered (or rejected, if the answer throws) asynchronously.
  const answer = async <T>(call: string, value: () => T): Promise<T> => {
    calls.push(call);
    return value();
  };
  const noDraw = (code: string): DrawInfo => {
    throw new Error(`no draw for ${code}`);
  };
  const draw = drawInfo ?? noDraw;
  const api: Api = {
    siteInfo: () => answer('siteInfo', () => SITE_INFO),
    seoPage: (routing) => answer('seoPage', () => ({ routing, titleSuffix: '', metaKeyword: '', metaDescription: '' })),
    publicLotteries: () => answer('publicLotteries', () => ({ ...lotteries })),
    lotteryGroups: () => answer('lotteryGroups', () => groups('all')),
    planLotteryGroups: (kind) => answer(`planLotteryGroups:${kind}`, () => groups(kind)),
    drawInfo: (code) => answer(`drawInfo:${code}`, () => draw(code)),
    drawInfos: (codes) => answer(`drawInfos:${codes.join(',')}`, () => (drawInfo ? codes.map(drawInfo) : [])),
    drawHistory: () => answer('drawHistory', () => ({ list: [], total: 0, page: 1, size: 50 })),
    trends: (code) => answer('trends', () => ({ code, count: 0, trends: {} })),
    ruleText: (code) =>
      answer('ruleText', () => ({ code, name: code, group: 'others' as const, title: '', sections: [] })),
    streaks: () => answer('streaks', () => []),
    renewToken: () =>
      answer('renewToken', () => {
        throw new Error('no member endpoints yet');
      }),
    drawEventsUrl: () => '/v1/cp168/apis/draw/events',
  };
  return { api, calls };
}
