import { ApiError, withQuery } from '@cp/shared/api';
import type { ShellApi } from '@cp/shared/api';
import type { DrawInfo, PlanLottery, PublicLottery, SeriesGroupDto } from '@cp/shared/domain';
import { FIXTURE_LOTTERIES, fixtureDrawInfo, fixtureKindGroups, siteInfo } from './fixtures';

export interface FakeApiOptions {
  /**
   * 'empty' (the default): every endpoint answers at once — empty data, or the fixtures given.
   * 'never': every endpoint stays pending until the test sets its answer (`mockResolvedValue`…),
   * so a test states exactly what the server says.
   */
  answer?: 'empty' | 'never';
  /** What publicLotteries answers; none by default. */
  lotteries?: Record<string, PublicLottery>;
  /** The list of a kind: planLotteryGroups(kind) answers groups(kind), lotteryGroups() groups('all'); none by default. */
  groups?: (kind: string) => SeriesGroupDto<PlanLottery>[];
  /** The latest draw of a code (throws for a code without one); without it drawInfo rejects and drawInfos answers none. */
  drawInfo?: (code: string) => DrawInfo;
}

/** The lottery fixtures as fake-API options: four lotteries, their per-kind lists and a draw each. */
export const LOTTERY_FIXTURES: FakeApiOptions = {
  lotteries: FIXTURE_LOTTERIES,
  groups: fixtureKindGroups,
  drawInfo: fixtureDrawInfo,
};

const tryDraw = (drawInfo: (code: string) => DrawInfo, code: string): DrawInfo[] => {
  try {
    return [drawInfo(code)];
  } catch {
    return [];
  }
};

/** Every endpoint of an area as a jest mock. */
export type FakeArea<T> = { [K in keyof T]: jest.Mock };
/** The shell's endpoint areas (ShellApi), every endpoint a jest mock. */
export type FakeApi = { [A in keyof ShellApi]: FakeArea<ShellApi[A]> };

const EMPTY_SITE = siteInfo({
  siteSetting: { marquee: '', hotLotteryTab: [] },
  homePageLotteries: { hotLotteryTab: [] },
});

/**
 * The shell's endpoint areas for tests, each endpoint a jest mock (answers can be set per test,
 * calls asserted). Every call is also recorded in `calls`, in order (e.g. 'planLotteryGroups:
 * liangMian', 'drawInfos:jspk10,xyft'), so a test can check what a page asked for, or that it
 * asked for nothing and so invents no data.
 */
export function createFakeApi(options: FakeApiOptions = {}): { api: FakeApi; calls: string[] } {
  const { answer = 'empty', lotteries = {}, groups = () => [], drawInfo } = options;
  const calls: string[] = [];
  // Recorded when called, answered (or rejected, if the answer throws) asynchronously.
  const endpoint = <A extends unknown[], T>(label: (...args: A) => string, value: (...args: A) => T) =>
    jest.fn((...args: A): Promise<T> => {
      calls.push(label(...args));
      return answer === 'never' ? new Promise<T>(() => undefined) : Promise.resolve().then(() => value(...args));
    });
  const draw = (code: string): DrawInfo => {
    if (!drawInfo) throw new ApiError('api', 'NOT_FOUND', `没有 ${code} 的开奖`, 404);
    return drawInfo(code);
  };
  const api: FakeApi = {
    site: {
      siteInfo: endpoint(
        () => 'siteInfo',
        () => EMPTY_SITE,
      ),
      seoPage: endpoint(
        (_routing: string) => 'seoPage',
        (routing: string) => ({ routing, titleSuffix: '', metaKeyword: '', metaDescription: '' }),
      ),
    },
    lotteries: {
      publicLotteries: endpoint(
        () => 'publicLotteries',
        () => ({ ...lotteries }),
      ),
      lotteryGroups: endpoint(
        () => 'lotteryGroups',
        () => groups('all'),
      ),
      planLotteryGroups: endpoint(
        (kind: string) => `planLotteryGroups:${kind}`,
        (kind: string) => groups(kind),
      ),
    },
    draws: {
      drawInfo: endpoint((code: string) => `drawInfo:${code}`, draw),
      drawInfos: endpoint(
        (codes: string[]) => `drawInfos:${codes.join(',')}`,
        // Codes the server has no draw of are left out.
        (codes: string[]) => (drawInfo ? codes.flatMap((c) => tryDraw(drawInfo, c)) : []),
      ),
      drawEventsUrl: jest.fn((codes: string[] = [], lastEventId?: string) =>
        withQuery('/v1/cp168/apis/draw/events', { codes: codes.length ? codes.join(',') : undefined, lastEventId }),
      ),
    },
    rules: {
      ruleText: endpoint(
        (code: string) => `ruleText:${code}`,
        (code: string) => ({ code, name: code, group: 'others' as const, title: '', sections: [] }),
      ),
    },
    member: {
      renewToken: endpoint(
        () => 'renewToken',
        (): { token: string } => {
          throw new ApiError('api', 'UNAUTHORIZED', '尚未登录', 401);
        },
      ),
      logout: endpoint(
        () => 'logout',
        () => ({ ended: true }),
      ),
      me: endpoint(
        () => 'me',
        (): never => {
          throw new ApiError('api', 'UNAUTHORIZED', '尚未登录', 401);
        },
      ),
    },
  };
  return { api, calls };
}
