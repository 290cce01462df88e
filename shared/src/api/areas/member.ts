import type { LogoutDto, MeDto, TokenDto } from '../../domain/wire';
import { http } from '../http';
import type { HttpClient } from '../http';

/** The member's session (the MemberStore's login check, logout and the profile it keeps). */
export interface MemberApi {
  /** POST /v1/cp168/wap/renewToken: a fresh token for the stored one; rejects (401) when it expired. */
  renewToken(): Promise<TokenDto>;
  /** POST /v1/cp168/apis/logout: ends the server session of the token sent. */
  logout(): Promise<LogoutDto>;
  /** GET /v1/cp168/apis/me: the member and the profile part (score, fans, avatar). */
  me(): Promise<MeDto>;
}

export const memberApi = (client: HttpClient = http): MemberApi => ({
  renewToken: () => client.post<TokenDto>('/v1/cp168/wap/renewToken'),
  logout: () => client.post<LogoutDto>('/v1/cp168/apis/logout'),
  me: () => client.get<MeDto>('/v1/cp168/apis/me'),
});
