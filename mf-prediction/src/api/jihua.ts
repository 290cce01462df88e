import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type { JihuaHistory, JihuaPage, JihuaRecord, PlanKind } from '@cp/shared/domain';

const JIHUA = '/v1/cp168/apis/jihua';

/** The prediction pages' endpoints (server modules/predictions; wire types in @cp/shared/domain). */
export interface JihuaApi {
  /** Everything one page shows: methods, the next plan, every method's rates, the recent rows. */
  page(kind: PlanKind, code: string, method?: string): Promise<JihuaPage>;
  /** Scored periods of a method, newest first (size ≤ 100). */
  history(kind: PlanKind, code: string, query: { method: string; page: number; size: number }): Promise<JihuaHistory>;
  /** A method's full record with its rolling rate over `window` periods (30 or 100). */
  record(kind: PlanKind, code: string, query: { method: string; window: number }): Promise<JihuaRecord>;
}

const base = (kind: PlanKind, code: string) => `${JIHUA}/${encodeURIComponent(kind)}/${encodeURIComponent(code)}`;

export const jihuaApi = (client: HttpClient = http): JihuaApi => ({
  page: (kind, code, method) => client.get<JihuaPage>(base(kind, code), { method }),
  history: (kind, code, query) => client.get<JihuaHistory>(`${base(kind, code)}/history`, { ...query }),
  record: (kind, code, query) => client.get<JihuaRecord>(`${base(kind, code)}/record`, { ...query }),
});
