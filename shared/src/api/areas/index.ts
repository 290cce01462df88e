import { http } from '../http';
import type { HttpClient } from '../http';
import { drawsApi } from './draws';
import type { DrawsApi } from './draws';
import { lotteriesApi } from './lotteries';
import type { LotteriesApi } from './lotteries';
import { memberApi } from './member';
import type { MemberApi } from './member';
import { rulesApi } from './rules';
import type { RulesApi } from './rules';
import { siteApi } from './site';
import type { SiteApi } from './site';

export * from './draws';
export * from './lotteries';
export * from './member';
export * from './rules';
export * from './site';

/**
 * The areas the shell's stores and popups call (RootStore `api`), each store using only its own.
 * Remotes keep the endpoints only they need in their own API modules (see http.ts).
 */
export interface ShellApi {
  site: SiteApi;
  lotteries: LotteriesApi;
  draws: DrawsApi;
  rules: RulesApi;
  member: MemberApi;
}

/** The shell's areas over one client (the shared `http` unless told). */
export const shellApi = (client: HttpClient = http): ShellApi => ({
  site: siteApi(client),
  lotteries: lotteriesApi(client),
  draws: drawsApi(client),
  rules: rulesApi(client),
  member: memberApi(client),
});
