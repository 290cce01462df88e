import type { DrawInfo, PublicLottery, SeriesGroupDto } from '@cp/shared/api';
import type { Family } from '@cp/shared/domain';

/** A lottery as the per-kind lists (planLotteryGroups) return it. */
export type KindLottery = PublicLottery & { baseCp: string };

const lottery = (code: string, name: string, group: Family, series: string, sort: number): KindLottery => ({
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

/** Four lotteries of three families: two PK10, one 时时彩, and 香港六合彩. */
export const FIXTURE_LOTTERIES = {
  jspk10: lottery('jspk10', '极速赛车', 'pk10', 'PK10', 1),
  xyft: lottery('xyft', '幸运飞艇', 'pk10', 'PK10', 3),
  jsssc: lottery('jsssc', '极速时时彩', 'ssc', '时时彩', 4),
  hk6: lottery('hk6', '香港六合彩', 'hk6', '六合彩', 30),
};

const group = (series: string, sort: number, list: KindLottery[]): SeriesGroupDto<KindLottery> => ({
  series,
  label: `${series} 系列`,
  sort,
  list,
});

/**
 * Lists per kind, deliberately not in sort order (a page must order them itself). Only
 * 专家推荐 (zhuanJia) covers 六合彩, so hk6 is unknown to the other kinds.
 */
export function fixtureKindGroups(kind: string): SeriesGroupDto<KindLottery>[] {
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
