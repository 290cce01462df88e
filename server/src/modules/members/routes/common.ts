import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../accounts';
import { memberSchemaErrors } from '../fieldErrors';

/** Route options shared by the member routes: Chinese field messages, the docs tag. */
export const memberRoute = { schemaErrorFormatter: memberSchemaErrors } as const;
export const TAGS = ['members'];
export const MEMBER_SECURITY = [{ memberToken: [] }];
export const ADMIN_SECURITY = [{ operatorKey: [] }];

export const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

/** The member of an authenticated request (the `authenticate` hook ran). */
export function memberOf(request: FastifyRequest): { memberId: number; sessionId: string } {
  if (!request.member) throw new AppError(401, 'UNAUTHORIZED', '请先登录');
  return request.member;
}

/** Runs a service call; a refusal that says when to retry gets a Retry-After header too. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const wait =
      err instanceof AppError
        ? (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds
        : undefined;
    if (typeof wait === 'number') reply.header('retry-after', String(wait));
    throw err;
  }
}
