import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type { StreakDto, StreakQuery } from '@cp/shared/domain';

/** The current streaks of every lottery (长龙提醒). */
export interface ChanglongApi {
  /** GET /v1/cp168/apis/changlong?codes=a,b&min: the streaks running now (every lottery when no codes). */
  streaks(query?: StreakQuery): Promise<StreakDto[]>;
}

export const changlongApi = (client: HttpClient = http): ChanglongApi => ({
  streaks: (query = {}) =>
    client.get<StreakDto[]>('/v1/cp168/apis/changlong', {
      codes: query.codes?.join(',') || undefined,
      min: query.min,
    }),
});
