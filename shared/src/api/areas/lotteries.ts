import type { LotteryGroupQuery, PlanLottery, PublicLottery, SeriesGroupDto } from '../../domain/wire';
import { http } from '../http';
import type { HttpClient } from '../http';

/** The lottery catalogue and the per-kind lists (the LotteryStore). */
export interface LotteriesApi {
  /** GET /v1/public/cp: every lottery keyed by code (retried every 3 s by the store, section 8). */
  publicLotteries(): Promise<Record<string, PublicLottery>>;
  /** GET /v1/cp168/apis/cps: the lotteries grouped by series, of a category or type when asked. */
  lotteryGroups(query?: LotteryGroupQuery): Promise<SeriesGroupDto[]>;
  /** GET /v1/cp168/wap/jihua/cps?jihuaType: a plan kind's lotteries grouped by series. */
  planLotteryGroups(jihuaType: string): Promise<SeriesGroupDto<PlanLottery>[]>;
}

export const lotteriesApi = (client: HttpClient = http): LotteriesApi => ({
  publicLotteries: () => client.get<Record<string, PublicLottery>>('/v1/public/cp'),
  lotteryGroups: (query = {}) =>
    client.get<SeriesGroupDto[]>('/v1/cp168/apis/cps', { categoryCode: query.categoryCode, cpType: query.cpType }),
  planLotteryGroups: (jihuaType) => client.get<SeriesGroupDto<PlanLottery>[]>('/v1/cp168/wap/jihua/cps', { jihuaType }),
});
