import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type { DrawHistoryPage, DrawHistoryQuery } from '@cp/shared/domain';

/** The draw history of a lottery (the history page). */
export interface HistoryApi {
  /** GET /v1/cp168/apis/draw/history/{code}?date&page&size: one page of draws, newest first. */
  drawHistory(code: string, query?: DrawHistoryQuery): Promise<DrawHistoryPage>;
}

export const historyApi = (client: HttpClient = http): HistoryApi => ({
  drawHistory: (code, query = {}) =>
    client.get<DrawHistoryPage>(`/v1/cp168/apis/draw/history/${encodeURIComponent(code)}`, {
      date: query.date,
      page: query.page,
      size: query.size,
    }),
});
