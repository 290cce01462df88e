/**
 * Wire shapes of the member API (docs/API.md "Members"; issue 15), shared by the server that
 * sends them and mf-member / the shell that read them. Account routes live under
 * /v1/cp168/apis (renewToken and me/signin under /v1/cp168/wap as well); times are ISO 8601
 * with the +08:00 offset.
 */

/** GET verify: a captcha to show as an image; answer it within 5 minutes, once. */
export interface CaptchaDto {
  captchaId: string;
  /** The picture as a `data:image/svg+xml;base64,…` URL, for an `<img src>`. */
  image: string;
  expiresAt: string;
}

/** POST register. `phone` may be left out. */
export interface RegisterRequest {
  userName: string;
  password: string;
  phone?: string;
  captchaId: string;
  captcha: string;
}

/** POST login. */
export interface LoginRequest {
  userName: string;
  password: string;
  captchaId: string;
  captcha: string;
}

/** What login and register return: the login part of the member (LoginInfo) and the weekly bonus. */
export interface LoginDto {
  token: string;
  userID: number;
  userName: string;
  /** Points this login earned as the first of its Beijing week (1000), else 0. */
  weeklyBonus: number;
}

/** POST logout: whether a session was ended now (false: it had already ended). */
export interface LogoutDto {
  ended: boolean;
}

/** GET me: the member and the profile part (MemberProfile). */
export interface MeDto {
  userID: number;
  userName: string;
  /** Empty when the member has set none. */
  nickname: string;
  score: number;
  fansCount: number;
  avatarURL: string | null;
  /** True when the member has signed in (me/signin) today, Beijing date. */
  signedInToday: boolean;
}

/** GET me/basicInfo and the answer of PUT me/basicInfo. */
export interface BasicInfoDto {
  userID: number;
  userName: string;
  nickname: string;
  intro: string;
  avatarURL: string | null;
  /** The bound mobile number with its middle digits hidden (138****8000), or null. */
  phone: string | null;
  createdAt: string;
}

/** PUT me/basicInfo: the fields to change; one left out stays as it is; avatarURL null removes the avatar. */
export interface BasicInfoUpdate {
  nickname?: string;
  intro?: string;
  avatarURL?: string | null;
}

/** PUT me/password. */
export interface PasswordChangeRequest {
  oldPassword: string;
  newPassword: string;
}

/** The answer of PUT me/password: how many other sessions (devices) were logged out. */
export interface PasswordChangeDto {
  endedSessions: number;
}

/** POST me/phone/code: send a code to the new number. */
export interface PhoneCodeRequest {
  phone: string;
}

/** PUT me/phone. */
export interface PhoneChangeRequest {
  phone: string;
  code: string;
}

/** The answer of PUT me/phone: the new number, masked. */
export interface PhoneDto {
  phone: string;
}

/** The answer of a code request: the same whether or not the number belongs to a member. */
export interface CodeSentDto {
  /** How long the code works. */
  expiresInSeconds: number;
  /** When another code may be asked for this number. */
  resendAfterSeconds: number;
}

/** GET findPassword/validate query. */
export interface FindPasswordQuery {
  phone: string;
  captchaId: string;
  captcha: string;
}

/** PUT findPassword/newPassword. */
export interface NewPasswordRequest {
  phone: string;
  code: string;
  password: string;
}

/** The answer of PUT findPassword/newPassword: every session of the member was ended. */
export interface PasswordResetDto {
  reset: boolean;
}

/** POST me/signin: today's award and the balance after it. */
export interface SignInDto {
  delta: number;
  score: number;
  /** The Beijing date signed in for, YYYY-MM-DD. */
  date: string;
}

/** One entry of the points ledger. */
export interface ScoreEntryDto {
  id: number;
  delta: number;
  /** signin, weeklyLogin (and the guess centre's kinds later). */
  kind: string;
  /** Chinese name of the kind. */
  label: string;
  /** The entry's once-only key: a Beijing date for signin, the week's Monday for weeklyLogin. */
  reference: string;
  balanceAfter: number;
  time: string;
}

/** GET me/scoreHistories query: Beijing dates (both included), one kind, a page. */
export interface ScoreHistoryQuery {
  from?: string;
  to?: string;
  kind?: string;
  page?: number;
  size?: number;
}

export interface ScoreHistoryPage {
  list: ScoreEntryDto[];
  total: number;
  page: number;
  size: number;
}

/** POST file: the stored image (always a 256 × 256 WebP). */
export interface UploadedFileDto {
  url: string;
  sha256: string;
  mediaType: string;
  width: number;
  height: number;
  size: number;
}

/** POST setting/feedback. `type` is a key of FEEDBACK_TYPES. */
export interface FeedbackRequest {
  type: string;
  content: string;
  contact?: string;
}

export interface FeedbackDto {
  id: number;
}

/** GET /v1/admin/captchas/{captchaId} (operators and automated tests). */
export interface CaptchaAnswerDto {
  captchaId: string;
  answer: string;
  expiresAt: string;
}

/** One verification code sent (GET /v1/admin/outbox). */
export interface SmsOutboxEntryDto {
  id: number;
  phone: string;
  /** findPassword or phone. */
  purpose: string;
  code: string;
  message: string;
  /** logged (kept here only), pending, sent or failed (SMS_WEBHOOK_URL). */
  status: string;
  createdAt: string;
}

/** One feedback message (GET /v1/admin/feedback). */
export interface FeedbackEntryDto {
  id: number;
  type: string;
  content: string;
  contact: string | null;
  memberId: number | null;
  ip: string | null;
  createdAt: string;
}

/** A page of an operator list. */
export interface AdminPage<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}
