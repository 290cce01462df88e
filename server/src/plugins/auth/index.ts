import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { bearerToken, matchesAnyKey, storedSecret } from './keys';
import { TokenService } from './tokens';
import type { Member, TokenRefusal } from './tokens';

export { bearerToken } from './keys';
export { TokenService } from './tokens';
export type { IssuedToken, Member, Renewal, TokenCheck, TokenRefusal } from './tokens';

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Member sessions and their access tokens. */
    tokens: TokenService;
    /** preHandler: a valid member token is required (401 otherwise); sets request.member. */
    authenticate: Guard;
    /** preHandler: sets request.member when a valid member token is present; guests pass as null. */
    identify: Guard;
    /** preHandler of operator routes: bearer ADMIN_KEY (403 while ADMIN_KEY is unset). */
    requireAdmin: Guard;
    /** preHandler of draw ingest: bearer INGEST_KEY or ADMIN_KEY. */
    requireIngest: Guard;
  }
  interface FastifyRequest {
    /** The member of the request's token, once `authenticate` or `identify` ran; otherwise null. */
    member: Member | null;
  }
}

/** The 401 a member route answers for a missing or refused token. */
export function authError(reason: TokenRefusal | 'missing'): AppError {
  return reason === 'expired' || reason === 'revoked'
    ? new AppError(401, 'TOKEN_EXPIRED', '登录已过期，请重新登录')
    : new AppError(401, 'UNAUTHORIZED', '请先登录');
}

function keyGuard(
  keys: readonly string[],
  texts: { disabled: [code: string, message: string]; missing: string; wrong: string },
): Guard {
  return async (request) => {
    if (keys.length === 0) throw new AppError(403, ...texts.disabled);
    const given = bearerToken(request);
    if (!given) throw new AppError(401, 'UNAUTHENTICATED', texts.missing);
    if (!matchesAnyKey(given, keys)) throw new AppError(403, 'FORBIDDEN', texts.wrong);
  };
}

/**
 * Authentication: member tokens (TokenService over the sessions table, signed with JWT_SECRET
 * or a secret kept in the database) and the operator keys. Tokens are checked only by routes
 * that ask (`authenticate` / `identify`), so public routes cost no session lookup.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const secret = config.jwtSecret ?? (await storedSecret(app.db, 'jwt'));
    if (!config.jwtSecret)
      app.log.info('JWT_SECRET is not set: member tokens are signed with the key kept in the database');
    const tokens = new TokenService(app.db, secret, app.clock, { ttlSeconds: config.tokenTtlSeconds });
    app.decorate('tokens', tokens);
    app.decorateRequest('member', null);

    app.decorate('identify', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const check = token ? await tokens.verify(token) : null;
      request.member = check?.ok ? check.member : null;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw authError('missing');
      const check = await tokens.verify(token);
      if (!check.ok) throw authError(check.reason);
      request.member = check.member;
    });

    const adminKeys = config.adminKey ? [config.adminKey] : [];
    app.decorate(
      'requireAdmin',
      keyGuard(adminKeys, {
        disabled: ['ADMIN_DISABLED', '未配置 ADMIN_KEY，运维接口已关闭'],
        missing: '缺少运维密钥（Authorization: Bearer <ADMIN_KEY>）',
        wrong: '运维密钥不正确',
      }),
    );
    app.decorate(
      'requireIngest',
      keyGuard(
        [config.ingestKey, config.adminKey].filter((k): k is string => !!k),
        {
          disabled: ['INGEST_DISABLED', '未配置 INGEST_KEY（或 ADMIN_KEY），数据接入已关闭'],
          missing: '缺少接入密钥（Authorization: Bearer <INGEST_KEY>）',
          wrong: '接入密钥不正确',
        },
      ),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
