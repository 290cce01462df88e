import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type { TrendResponse } from '@cp/shared/domain';

/** The trend tables of a lottery (the trend page). */
export interface TrendsApi {
  /**
   * GET /v1/cp168/apis/cpTrend/{code}?trendTypes=a,b&count=n: the trend types asked for over the
   * last `count` draws (30/60/90), computed by the server with the shared domain engine.
   */
  trends(code: string, trendTypes: readonly string[], count: number): Promise<TrendResponse>;
}

export const trendsApi = (client: HttpClient = http): TrendsApi => ({
  trends: (code, trendTypes, count) =>
    client.get<TrendResponse>(`/v1/cp168/apis/cpTrend/${encodeURIComponent(code)}`, {
      trendTypes: trendTypes.join(','),
      count,
    }),
});
