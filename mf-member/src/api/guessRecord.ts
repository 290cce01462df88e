import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type { PredictionReportDto } from '@cp/shared/domain';

/** The member's guess-centre report (GET me/predictionReport), for the member centre's 我的竞猜. */
export interface GuessRecordApi {
  report(week?: string): Promise<PredictionReportDto>;
}

export const guessRecordApi = (client: HttpClient = http): GuessRecordApi => ({
  report: (week) => client.get<PredictionReportDto>('/v1/cp168/apis/me/predictionReport', { week }),
});
