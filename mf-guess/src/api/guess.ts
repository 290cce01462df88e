import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type {
  CheckPredictionDto,
  GuessSelectionInput,
  MeDto,
  MemberGuessDto,
  MyGuessPage,
  MyGuessQuery,
  PlaceGuessesResult,
  PredictionHistoryPage,
  PredictionReportDto,
  PredictionStatsDto,
  RankingPageDto,
  SubscribedUserDto,
} from '@cp/shared/domain';

const APIS = '/v1/cp168/apis';

export interface SubscriptionState {
  subscribed: boolean;
  fansCount: number;
}

/** The guess centre's endpoints (server modules/guess; API.md "Guess centre"). */
export interface GuessApi {
  me(): Promise<MeDto>;
  check(lotteryCode: string, period?: string): Promise<CheckPredictionDto>;
  place(
    lotteryCode: string,
    period: string,
    selections: GuessSelectionInput[],
    key: string,
  ): Promise<PlaceGuessesResult>;
  ranking(kind: 'wins' | 'profits', query: { lotteryCode?: string; week?: string }): Promise<RankingPageDto>;
  stats(id: number): Promise<PredictionStatsDto>;
  histories(id: number, query: { lotteryCode?: string; page: number; size: number }): Promise<PredictionHistoryPage>;
  latest(lotteryCode: string | undefined, size: number): Promise<MemberGuessDto[]>;
  subscriptions(): Promise<SubscribedUserDto[]>;
  subscribe(userID: number): Promise<SubscriptionState>;
  unsubscribe(userID: number): Promise<SubscriptionState>;
  mine(query: MyGuessQuery): Promise<MyGuessPage>;
  report(week?: string): Promise<PredictionReportDto>;
}

export const guessApi = (client: HttpClient = http): GuessApi => ({
  me: () => client.get<MeDto>(`${APIS}/me`),
  check: (lotteryCode, period) => client.get<CheckPredictionDto>(`${APIS}/checkPrediction`, { lotteryCode, period }),
  place: (lotteryCode, period, selections, key) =>
    client.post<PlaceGuessesResult>(`${APIS}/predictions`, { lotteryCode, period, selections }, undefined, {
      'Idempotency-Key': key,
    }),
  ranking: (kind, query) =>
    client.get<RankingPageDto>(`${APIS}/${kind === 'wins' ? 'rankingWins' : 'rankingProfits'}`, { ...query }),
  stats: (id) => client.get<PredictionStatsDto>(`${APIS}/predictionStats/${id}`),
  histories: (id, query) => client.get<PredictionHistoryPage>(`${APIS}/predictionsHistories/${id}`, { ...query }),
  latest: (lotteryCode, size) => client.get<MemberGuessDto[]>(`${APIS}/latestPredictions`, { lotteryCode, size }),
  subscriptions: () => client.get<SubscribedUserDto[]>(`${APIS}/subscribedUsers`),
  subscribe: (userID) => client.post<SubscriptionState>(`${APIS}/subscribedUsers`, { userID }),
  unsubscribe: (userID) => client.delete<SubscriptionState>(`${APIS}/subscribedUsers/${userID}`),
  mine: (query) => client.get<MyGuessPage>(`${APIS}/me/predictions`, { ...query }),
  report: (week) => client.get<PredictionReportDto>(`${APIS}/me/predictionReport`, { week }),
});
