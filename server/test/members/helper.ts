import type { LoginDto } from '@cp/shared/domain';
import type { App } from '../../src/app';
import { FakeClock, at, buildTestApp } from '../helper';
import type { TestAppOptions } from '../helper';

export const ADMIN_KEY = 'members-test-admin-key-0123';
export const ADMIN = { authorization: `Bearer ${ADMIN_KEY}` };

/** A cheap argon2id cost: the tests check behaviour, not hashing cost (one test checks the real cost). */
export const CHEAP_HASH = { memoryCost: 1024, timeCost: 1 };

export type T = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * Time for a hook that builds an app: the first test database of a worker is migrated and
 * dumped, which takes long on a busy two-core machine.
 */
export const SLOW = 240_000;

/** The real app with operator routes on and cheap password hashing, at Saturday 2026-11-21 09:30:41 Beijing. */
export async function memberApp(opts: TestAppOptions = {}): Promise<T & { clock: FakeClock }> {
  const clock = (opts.clock as FakeClock | undefined) ?? new FakeClock(at('2026-11-21T09:30:41+08:00'));
  const t = await buildTestApp({
    ...opts,
    clock,
    env: { ADMIN_KEY, ...opts.env },
    members: { hashCost: CHEAP_HASH, ...opts.members },
  });
  return { ...t, clock };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh captcha and its answer (read from the operator route, as the browser tests do). */
export async function solvedCaptcha(app: App, ip = '127.0.0.1'): Promise<{ captchaId: string; captcha: string }> {
  const created = await app.inject({ url: '/v1/cp168/apis/verify', remoteAddress: ip });
  if (created.statusCode !== 200) throw new Error(`verify: ${created.body}`);
  const captchaId = created.json().data.captchaId as string;
  const answer = await app.inject({ url: `/v1/admin/captchas/${captchaId}`, headers: ADMIN });
  return { captchaId, captcha: answer.json().data.answer as string };
}

export interface Sent {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are inspected loosely
  body: any;
  headers: Record<string, unknown>;
}

export async function send(
  app: App,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  opts: { token?: string; ip?: string } = {},
): Promise<Sent> {
  const res = await app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.token ? bearer(opts.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export async function register(
  app: App,
  userName: string,
  password = 'secret123',
  extra: { phone?: string; ip?: string } = {},
): Promise<LoginDto> {
  const res = await send(
    app,
    'POST',
    '/v1/cp168/apis/register',
    {
      userName,
      password,
      ...(extra.phone ? { phone: extra.phone } : {}),
      ...(await solvedCaptcha(app, extra.ip)),
    },
    { ip: extra.ip },
  );
  if (res.status !== 200) throw new Error(`register ${userName}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function login(app: App, userName: string, password: string, ip = '127.0.0.1'): Promise<Sent> {
  return send(app, 'POST', '/v1/cp168/apis/login', { userName, password, ...(await solvedCaptcha(app, ip)) }, { ip });
}

/** The newest verification code sent to a number (GET /v1/admin/outbox), or null. */
export async function lastCode(app: App, phone: string): Promise<string | null> {
  const res = await app.inject({ url: `/v1/admin/outbox?phone=${phone}`, headers: ADMIN });
  return res.json().data.list[0]?.code ?? null;
}
