import { computeTrends, findLottery, type DrawInfo, type TrendDraw, type TrendResponse } from '@cp/shared/domain';
import { catalogueLotteries, drawInfoOf, FakeHttp, fakeStore } from '@cp/shared/testing';
import { trendsApi } from '../api';

const TREND_PATH = '/v1/cp168/apis/cpTrend/:code';

/** The latest draw of an in-memory history as draw/info sends it (the next period is the one after). */
export function latestInfo(histories: Record<string, TrendDraw[]>, code: string): DrawInfo {
  const h = histories[code];
  if (!h?.length) throw new Error(`no draws of ${code}`);
  const last = h[h.length - 1];
  return drawInfoOf(code, last, String(Number(last.period) + 1));
}

/**
 * The server of the trend remote's tests, over in-memory histories (oldest first): the trend
 * endpoint on a FakeHttp, computed by the domain engine exactly as the server does (`http.hold()`
 * and `http.failNext()` to see loading and failures), and a RootStore whose public list is the
 * catalogue and whose draw details are the histories' latest draws. Timers never fire and there
 * is no push: tests apply draws themselves.
 */
export function trendServer(histories: Record<string, TrendDraw[]>) {
  const http = new FakeHttp().on('get', TREND_PATH, ({ vars, params }): TrendResponse => {
    const count = Number(params.count);
    const types = String(params.trendTypes).split(',');
    const group = findLottery(vars.code)!.group;
    return { code: vars.code, count, trends: computeTrends(group, types, histories[vars.code] ?? [], count) };
  });
  const { store: root } = fakeStore(
    { openEventSource: null },
    {
      answer: 'empty',
      timers: 'inert',
      lotteries: catalogueLotteries(),
      drawInfo: (code) => latestInfo(histories, code),
    },
  );
  return {
    http,
    root,
    /** The trend endpoint over the fake server. */
    api: trendsApi(http),
    /** The trend requests made, in order. */
    trendCalls: () =>
      http.requestsTo('get', TREND_PATH).map((r) => ({
        code: r.vars.code,
        types: String(r.params.trendTypes).split(','),
        count: Number(r.params.count),
      })),
    latestInfo: (code: string) => latestInfo(histories, code),
  };
}
