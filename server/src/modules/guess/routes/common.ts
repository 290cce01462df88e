import type { FastifyRequest } from 'fastify';
import { authError } from '../../../plugins/auth';
import { memberSchemaErrors } from '../../members/fieldErrors';

export const TAGS = ['guess'];
export const MOBILE_TAGS = ['mobile', 'guess'];
export const MEMBER_SECURITY = [{ memberToken: [] }];

/** Chinese messages for schema refusals, as the member routes give them. */
export const guessRoute = { schemaErrorFormatter: memberSchemaErrors } as const;

export const tagsOf = (base: string) => (base.endsWith('wap') ? MOBILE_TAGS : TAGS);

/** The member of an authenticated request. */
export function memberIdOf(req: FastifyRequest): number {
  if (!req.member) throw authError('missing');
  return req.member.memberId;
}

/** The member of a request that may come from a guest (the `identify` hook ran). */
export const viewerOf = (req: FastifyRequest): number | null => req.member?.memberId ?? null;
