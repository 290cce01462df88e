import type { TokenDto } from '../../domain/wire';
import { http } from '../http';
import type { HttpClient } from '../http';

/** The member's login (the MemberStore's login check). */
export interface MemberApi {
  /** POST /v1/cp168/wap/renewToken: a fresh token for the stored one; rejects (401) when it expired. */
  renewToken(): Promise<TokenDto>;
}

export const memberApi = (client: HttpClient = http): MemberApi => ({
  renewToken: () => client.post<TokenDto>('/v1/cp168/wap/renewToken'),
});
