import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type {
  CaptchaDto,
  CodeSentDto,
  FindPasswordQuery,
  LoginDto,
  LoginRequest,
  NewPasswordRequest,
  PasswordResetDto,
  RegisterRequest,
} from '@cp/shared/domain';

const APIS = '/v1/cp168/apis';

/** Guests' account calls: captcha, register, login, find password. */
export interface AccountApi {
  captcha(): Promise<CaptchaDto>;
  register(body: RegisterRequest): Promise<LoginDto>;
  login(body: LoginRequest): Promise<LoginDto>;
  sendResetCode(query: FindPasswordQuery): Promise<CodeSentDto>;
  resetPassword(body: NewPasswordRequest): Promise<PasswordResetDto>;
}

export const accountApi = (client: HttpClient = http): AccountApi => ({
  captcha: () => client.get<CaptchaDto>(`${APIS}/verify`),
  register: (body) => client.post<LoginDto>(`${APIS}/register`, body),
  login: (body) => client.post<LoginDto>(`${APIS}/login`, body),
  sendResetCode: (query) => client.get<CodeSentDto>(`${APIS}/findPassword/validate`, { ...query }),
  resetPassword: (body) => client.put<PasswordResetDto>(`${APIS}/findPassword/newPassword`, body),
});
