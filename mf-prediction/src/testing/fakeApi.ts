import type { Api, DrawInfo, PublicLottery, SeriesGroupDto } from '@cp/shared/api';
import type { Family } from '@cp/shared/domain';

type PlanLottery = PublicLottery & { baseCp: string };

const lottery = (code: string, name: string, group: Family, series: string, sort: number): PlanLottery => ({
  code,
  name,
  cpType: group,
  group,
  category: 'jisu',
  series,
  sort,
  intervalSeconds: 75,
  simulated: true,
  baseCp: code,
});

export const LOTTERIES = {
  jspk10: lottery('jspk10', '极速赛车', 'pk10', 'PK10', 1),
  xyft: lottery('xyft', '幸运飞艇', 'pk10', 'PK10', 3),
  jsssc: lottery('jsssc', '极速时时彩', 'ssc', '时时彩', 4),
  hk6: lottery('hk6', '香港六合彩', 'hk6', '六合彩', 30),
};

const group = (series: string, sort: number, list: PlanLottery[]): SeriesGroupDto<PlanLottery> => ({
  series,
  label: `${series} 系列`,
  sort,
  list,
});

/**
 * Lists per plan kind, deliberately not in sort order (the page must order them itself). Only
 * 专家推荐 covers 六合彩, so hk6 is unknown to the other kinds.
 */
export function kindGroups(kind: string): SeriesGroupDto<PlanLottery>[] {
  const base = [group('时时彩', 2, [LOTTERIES.jsssc]), group('PK10', 1, [LOTTERIES.xyft, LOTTERIES.jspk10])];
  return kind === 'zhuanJia' ? [group('六合彩', 3, [LOTTERIES.hk6]), ...base] : base;
}

/** A draw of any of the lotteries above: period 20261121-0457, drawn 09:30, next at 09:31:15. */
export function drawInfoOf(code: string): DrawInfo {
  const l = Object.values(LOTTERIES).find((x) => x.code === code);
  if (!l) throw new Error(`no such lottery ${code}`);
  const balls: Record<string, number[]> = {
    pk10: [3, 8, 1, 10, 5, 2, 9, 4, 7, 6],
    ssc: [1, 2, 3, 4, 5],
    hk6: [1, 5, 9, 23, 31, 44, 49],
  };
  return {
    code,
    name: l.name,
    group: l.group,
    prePeriod: {
      code,
      period: '20261121-0457',
      balls: balls[l.group],
      drawTime: '2026-11-21T09:30:00.000+08:00',
      ruleDetail: {},
    },
    nextPeriod: { period: '20261121-0458', drawTime: '2026-11-21T09:31:15.000+08:00' },
    serverTime: '2026-11-21T09:30:41.120+08:00',
  };
}

/** A hand-written Api for tests: records what was asked and answers from the data above. */
export function createFakeApi() {
  const calls: string[] = [];
  const record = (call: string) => calls.push(call);
  const api: Api = {
    siteInfo: async () => ({
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
    seoPage: async (routing) => ({ routing, titleSuffix: '', metaKeyword: '', metaDescription: '' }),
    publicLotteries: async () => ({ ...LOTTERIES }),
    lotteryGroups: async () => kindGroups('all'),
    planLotteryGroups: async (kind) => {
      record(`planLotteryGroups:${kind}`);
      return kindGroups(kind);
    },
    drawInfo: async (code) => drawInfoOf(code),
    drawInfos: async (codes) => {
      record(`drawInfos:${codes.join(',')}`);
      return codes.map(drawInfoOf);
    },
    drawHistory: async () => ({ list: [], total: 0, page: 1, size: 50 }),
    trends: async (code) => ({ code, count: 0, trends: {} }),
    ruleText: async (code) => ({ code, name: code, group: 'others', title: '', sections: [] }),
    streaks: async () => [],
    renewToken: async () => {
      throw new Error('no member endpoints yet');
    },
    drawEventsUrl: () => '/v1/cp168/apis/draw/events',
  };
  return { api, calls };
}
