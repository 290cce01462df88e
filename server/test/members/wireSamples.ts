import type { App } from '../../src/app';

/** What a member sample needs at run time: a fresh captcha, a fresh member token, unique names. */
export interface SampleContext {
  captcha(): Promise<{ captchaId: string; captcha: string }>;
  token(): Promise<string>;
  unique(prefix: string): string;
  /** A mainland mobile number not used before in this run. */
  phone(): string;
  /** The sample member's id, and the id of another member (made once). */
  memberId(): number;
  otherMember(): Promise<number>;
  /** The period of `code` open for guesses now. */
  openPeriod(code: string): Promise<string>;
}

export type Lazy<T> = T | ((c: SampleContext) => T | Promise<T>);

export interface MemberSample {
  url: Lazy<string>;
  method?: 'POST' | 'PUT' | 'DELETE';
  body?: Lazy<unknown>;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
  /** member: a fresh member token; admin: ADMIN_KEY; none: no Authorization header. */
  auth?: 'member' | 'admin' | 'none';
  status?: number;
}

export const SAMPLE_ADMIN_KEY = 'wire-schemas-admin-key-0123';
const APIS = '/v1/cp168/apis';
const UNKNOWN_CAPTCHA = '00000000-0000-4000-8000-000000000000';

/** The context over a test app: captchas answered through the service, tokens of one member. */
export function sampleContext(app: App, memberId: () => number): SampleContext {
  let n = 0;
  let other: Promise<number> | null = null;
  return {
    memberId,
    otherMember: () =>
      (other ??= app.db
        .query<{ id: string | number }>(
          `INSERT INTO members (user_name, password_hash) VALUES ('wire_other', 'none') RETURNING id`,
        )
        .then((r) => Number(r.rows[0].id))),
    openPeriod: async (code) => {
      const token = (await app.tokens.issue(memberId())).token;
      const res = await app.inject({
        url: `/v1/cp168/apis/checkPrediction?lotteryCode=${code}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return res.json().data.openPeriod as string;
    },
    captcha: async () => {
      const { captchaId } = await app.members.captchas.create();
      return { captchaId, captcha: (await app.members.captchas.answer(captchaId))!.answer };
    },
    token: async () => (await app.tokens.issue(memberId())).token,
    unique: (prefix) => `${prefix}_${++n}`,
    phone: () => `1390000${String(++n).padStart(4, '0')}`,
  };
}

/** Samples of every member route: successes and refusals (wire-schemas.test.ts runs them at / and /api). */
export function memberSamples(): Record<string, MemberSample[]> {
  const member = (url: string, more: Partial<MemberSample> = {}): MemberSample => ({ url, auth: 'member', ...more });
  const samples: Record<string, MemberSample[]> = {
    [`GET ${APIS}/verify`]: [{ url: `${APIS}/verify`, auth: 'none' }],
    [`POST ${APIS}/register`]: [
      {
        url: `${APIS}/register`,
        method: 'POST',
        auth: 'none',
        body: async (c: SampleContext) => ({
          userName: c.unique('wire'),
          password: 'secret123',
          ...(await c.captcha()),
        }),
        status: 200,
      },
      { url: `${APIS}/register`, method: 'POST', auth: 'none', body: { userName: 'x' }, status: 400 },
    ],
    [`POST ${APIS}/login`]: [
      {
        url: `${APIS}/login`,
        method: 'POST',
        auth: 'none',
        body: async (c: SampleContext) => ({ userName: 'wire_member', password: 'secret123', ...(await c.captcha()) }),
        status: 200,
      },
      {
        url: `${APIS}/login`,
        method: 'POST',
        auth: 'none',
        body: { userName: 'wire_member', password: 'x', captchaId: UNKNOWN_CAPTCHA, captcha: 'abcd' },
        status: 400,
      },
    ],
    [`POST ${APIS}/logout`]: [
      member(`${APIS}/logout`, { method: 'POST', status: 200 }),
      { url: `${APIS}/logout`, method: 'POST', auth: 'none', status: 401 },
    ],
    [`GET ${APIS}/me`]: [member(`${APIS}/me`, { status: 200 }), { url: `${APIS}/me`, auth: 'none', status: 401 }],
    [`GET ${APIS}/me/basicInfo`]: [member(`${APIS}/me/basicInfo?timestamp=1`, { status: 200 })],
    [`PUT ${APIS}/me/basicInfo`]: [
      member(`${APIS}/me/basicInfo`, { method: 'PUT', body: { nickname: '<b>昵称</b>', intro: '简介' }, status: 200 }),
      member(`${APIS}/me/basicInfo`, { method: 'PUT', body: { nickname: 'x'.repeat(17) }, status: 400 }),
    ],
    [`PUT ${APIS}/me/password`]: [
      member(`${APIS}/me/password`, {
        method: 'PUT',
        body: { oldPassword: 'secret123', newPassword: 'secret123' },
        status: 400,
      }),
    ],
    [`POST ${APIS}/me/phone/code`]: [
      member(`${APIS}/me/phone/code`, {
        method: 'POST',
        body: (c: SampleContext) => ({ phone: c.phone() }),
        status: 200,
      }),
      member(`${APIS}/me/phone/code`, { method: 'POST', body: { phone: '123' }, status: 400 }),
    ],
    [`PUT ${APIS}/me/phone`]: [
      member(`${APIS}/me/phone`, { method: 'PUT', body: { phone: '13912345678', code: '000000' }, status: 400 }),
    ],
    [`GET ${APIS}/me/scoreHistories`]: [
      member(`${APIS}/me/scoreHistories?kind=weeklyLogin`, { status: 200 }),
      member(`${APIS}/me/scoreHistories?from=2026-13-01`, { status: 400 }),
    ],
    [`GET ${APIS}/findPassword/validate`]: [
      {
        url: async (c: SampleContext) => {
          const { captchaId, captcha } = await c.captcha();
          return `${APIS}/findPassword/validate?phone=${c.phone()}&captchaId=${captchaId}&captcha=${captcha}`;
        },
        auth: 'none',
        status: 200,
      },
    ],
    [`PUT ${APIS}/findPassword/newPassword`]: [
      {
        url: `${APIS}/findPassword/newPassword`,
        method: 'PUT',
        auth: 'none',
        body: { phone: '13700001111', code: '123456', password: 'secret456' },
        status: 400,
      },
    ],
    [`POST ${APIS}/file`]: [member(`${APIS}/file`, { method: 'POST', body: { file: 'not multipart' }, status: 415 })],
    ['GET /v1/cp168/files/{name}']: [{ url: `/v1/cp168/files/${'0'.repeat(64)}.webp`, auth: 'none', status: 404 }],
    [`POST ${APIS}/setting/feedback`]: [
      {
        url: `${APIS}/setting/feedback`,
        method: 'POST',
        auth: 'none',
        body: { type: 'other', content: '好' },
        status: 200,
      },
      { url: `${APIS}/setting/feedback`, method: 'POST', auth: 'none', body: { type: 'x', content: '' }, status: 400 },
    ],
    ['GET /v1/admin/captchas/{captchaId}']: [
      {
        url: async (c: SampleContext) => `/v1/admin/captchas/${(await c.captcha()).captchaId}`,
        auth: 'admin',
        status: 200,
      },
      { url: `/v1/admin/captchas/${UNKNOWN_CAPTCHA}`, auth: 'admin', status: 404 },
    ],
    ['GET /v1/admin/outbox']: [{ url: '/v1/admin/outbox?size=5', auth: 'admin', status: 200 }],
    ['GET /v1/admin/feedback']: [{ url: '/v1/admin/feedback', auth: 'admin', status: 200 }],
  };
  for (const base of ['/v1/cp168/apis', '/v1/cp168/wap']) {
    samples[`POST ${base}/renewToken`] = [
      member(`${base}/renewToken`, { method: 'POST', status: 200 }),
      { url: `${base}/renewToken`, method: 'POST', auth: 'none', status: 401 },
    ];
    // The first call of the day signs in (200), the one under /api is then refused (409).
    samples[`POST ${base}/me/signin`] = [member(`${base}/me/signin`, { method: 'POST' })];
  }
  return samples;
}
