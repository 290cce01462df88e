import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

/** The success envelope of every JSON response. */
export function ok<T>(data: T): { status: 1; data: T } {
  return { status: 1, data };
}

/** Schema of the failure envelope every refusal carries (plugins/errors.ts, the 404 handler). */
export const ErrorEnvelope = Type.Object(
  {
    status: Type.Literal(0),
    code: Type.String({ description: '机器码，例如 UNKNOWN_LOTTERY、BAD_REQUEST' }),
    message: Type.String({ description: '中文说明' }),
    details: Type.Optional(Type.Unknown({ description: '补充信息（例如导入时每一行的错误）' })),
  },
  { description: '失败：{status: 0, code, message}' },
);

/** Schema of the success envelope around `data`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal(1), data }, { description: '成功：{status: 1, data}' });

/**
 * Response schemas of a JSON route: the success envelope around `data`, and the failure
 * envelope for every 4xx and 5xx. Fastify serialises with them, so a property that is not in
 * a schema is not sent: open maps must say `additionalProperties`.
 */
export function replies<T extends TSchema>(data: T) {
  return { 200: Envelope(data), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
}

/** `schema` or null (OpenAPI `nullable`, which fast-json-stringify and ajv both understand). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });

/** A string that is one of `values`, typed as their union. */
export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
