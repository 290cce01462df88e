import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type { MeDto, ScoreHistoryPage, ScoreHistoryQuery, SignInDto } from '@cp/shared/domain';

/** The points ledger: today's sign-in and the history. */
export interface PointsApi {
  me(): Promise<MeDto>;
  signIn(): Promise<SignInDto>;
  history(query: ScoreHistoryQuery): Promise<ScoreHistoryPage>;
}

export const pointsApi = (client: HttpClient = http): PointsApi => ({
  me: () => client.get<MeDto>('/v1/cp168/apis/me'),
  signIn: () => client.post<SignInDto>('/v1/cp168/wap/me/signin'),
  history: (query) => client.get<ScoreHistoryPage>('/v1/cp168/apis/me/scoreHistories', { ...query }),
});
