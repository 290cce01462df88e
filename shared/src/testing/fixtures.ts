import { findLottery, LOTTERIES } from '@cp/shared/domain';
import type {
  DrawInfo,
  Family,
  PlanLottery,
  PublicLottery,
  SeriesGroupDto,
  SiteInfo,
  SiteSetting,
  TrendDraw,
} from '@cp/shared/domain';

/** A public lottery (a 极速 PK10 unless `extra` says otherwise). */
export function lottery(code: string, extra: Partial<PublicLottery> = {}): PublicLottery {
  return {
    code,
    name: code,
    cpType: 'pk10',
    group: 'pk10',
    category: 'jisu',
    series: 'PK10',
    sort: 1,
    intervalSeconds: 75,
    simulated: true,
    ...extra,
  };
}

/** Every lottery of the domain catalogue as GET /v1/public/cp answers them (keyed by code). */
export function catalogueLotteries(): Record<string, PublicLottery> {
  return Object.fromEntries(
    LOTTERIES.map((l) => [
      l.code,
      lottery(l.code, {
        name: l.name,
        cpType: l.cpType,
        group: l.group,
        category: l.category,
        series: l.series,
        sort: l.sort,
      }),
    ]),
  );
}

const iso = (ms: number) => new Date(ms).toISOString();

export interface DrawInfoOptions {
  /** Until the next draw, ms (75 s). */
  interval?: number;
  /** The server's clock in the answer, epoch ms (the draw time). */
  serverTime?: number;
  /** The balls drawn (a PK10 draw). */
  balls?: number[];
}

/** A draw info of a PK10-like `code`: `period` drawn at `drawnAt` (epoch ms), the next one `interval` later. */
export function drawInfo(
  code: string,
  period: string,
  drawnAt = Date.now(),
  { interval = 75_000, serverTime = drawnAt, balls = [3, 8, 1, 10, 5, 2, 9, 4, 7, 6] }: DrawInfoOptions = {},
): DrawInfo {
  return {
    code,
    name: code,
    group: 'pk10',
    prePeriod: { code, period, balls, drawTime: iso(drawnAt), ruleDetail: {} },
    nextPeriod: { period: `${period}+1`, drawTime: iso(drawnAt + interval) },
    serverTime: iso(serverTime),
  };
}

/** The draw info of a catalogue lottery carrying `draw` (what draw/info and the push send), `nextPeriod` next. */
export function drawInfoOf(code: string, draw: TrendDraw, nextPeriod: string): DrawInfo {
  const l = findLottery(code);
  if (!l) throw new Error(`no such lottery ${code}`);
  return {
    code,
    name: l.name,
    group: l.group,
    prePeriod: { code, period: draw.period, balls: draw.balls, drawTime: draw.drawTime, ruleDetail: {} },
    nextPeriod: { period: nextPeriod, drawTime: draw.drawTime },
    serverTime: draw.drawTime,
  };
}

/** Site information: 168开奖网 with an announcement and hot lists, `siteSetting` fields replaced as given. */
export function siteInfo(
  extra: {
    siteName?: string;
    siteSetting?: Partial<SiteSetting>;
    homePageLotteries?: SiteInfo['homePageLotteries'];
  } = {},
): SiteInfo {
  return {
    siteName: extra.siteName ?? '168开奖网',
    siteSetting: {
      logo: null,
      headBanner: null,
      banners: [],
      marquee: '公告',
      topAd: null,
      bottomAd: null,
      apkLink: null,
      hotLotteryTab: ['jspk10', 'hk6'],
      ...extra.siteSetting,
    },
    homePageLotteries: extra.homePageLotteries ?? { hotLotteryTab: ['jsft', 'jspk10'] },
  };
}

const planLottery = (code: string, name: string, group: Family, series: string, sort: number): PlanLottery => ({
  ...lottery(code, { name, cpType: group, group, series, sort }),
  baseCp: code,
});

/** Four lotteries of three families: two PK10, one 时时彩, and 香港六合彩. */
export const FIXTURE_LOTTERIES = {
  jspk10: planLottery('jspk10', '极速赛车', 'pk10', 'PK10', 1),
  xyft: planLottery('xyft', '幸运飞艇', 'pk10', 'PK10', 3),
  jsssc: planLottery('jsssc', '极速时时彩', 'ssc', '时时彩', 4),
  hk6: planLottery('hk6', '香港六合彩', 'hk6', '六合彩', 30),
};

const group = (series: string, sort: number, list: PlanLottery[]): SeriesGroupDto<PlanLottery> => ({
  series,
  label: `${series} 系列`,
  sort,
  list,
});

/**
 * Lists per kind, deliberately not in sort order (a page must order them itself). Only
 * 专家推荐 (zhuanJia) covers 六合彩, so hk6 is unknown to the other kinds.
 */
export function fixtureKindGroups(kind: string): SeriesGroupDto<PlanLottery>[] {
  const { jspk10, xyft, jsssc, hk6 } = FIXTURE_LOTTERIES;
  const base = [group('时时彩', 2, [jsssc]), group('PK10', 1, [xyft, jspk10])];
  return kind === 'zhuanJia' ? [group('六合彩', 3, [hk6]), ...base] : base;
}

const BALLS: Partial<Record<Family, number[]>> = {
  pk10: [3, 8, 1, 10, 5, 2, 9, 4, 7, 6],
  ssc: [1, 2, 3, 4, 5],
  hk6: [1, 5, 9, 23, 31, 44, 49],
};

/** A draw of any fixture lottery: period 20261121-0457, drawn 09:30, next at 09:31:15; throws for others. */
export function fixtureDrawInfo(code: string): DrawInfo {
  const l = Object.values(FIXTURE_LOTTERIES).find((x) => x.code === code);
  if (!l) throw new Error(`no such lottery ${code}`);
  return {
    code,
    name: l.name,
    group: l.group,
    prePeriod: {
      code,
      period: '20261121-0457',
      balls: BALLS[l.group] as number[],
      drawTime: '2026-11-21T09:30:00.000+08:00',
      ruleDetail: {},
    },
    nextPeriod: { period: '20261121-0458', drawTime: '2026-11-21T09:31:15.000+08:00' },
    serverTime: '2026-11-21T09:30:41.120+08:00',
  };
}
