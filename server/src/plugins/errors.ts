import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import localizeZh from 'ajv-i18n/localize/zh';
import type { ErrorObject } from 'ajv';
import { AppError } from '../lib/errors';

interface Failure {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
}

/** Maps framework errors (validation, body parsing, limits) to the Chinese error envelope. */
function classify(err: FastifyError | AppError): Failure {
  if (err instanceof AppError)
    return { statusCode: err.statusCode, code: err.code, message: err.message, details: err.details };
  const fe = err as FastifyError;
  if (fe.validation) {
    const where = fe.validationContext
      ? { body: '请求体', querystring: '查询参数', params: '路径参数', headers: '请求头' }[fe.validationContext]
      : '参数';
    return {
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: `${where ?? '参数'}不正确：${describeValidation(fe.validation as unknown as ErrorObject[])}`.slice(
        0,
        300,
      ),
    };
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: '请求内容过大' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: '不支持的请求内容类型' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, code: 'BAD_JSON', message: '请求内容不是合法的 JSON' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { statusCode: 400, code: 'BAD_REQUEST', message: '请求长度不正确' };
  }
  if (fe.statusCode === 403 || fe.statusCode === 404)
    return { statusCode: 404, code: 'NOT_FOUND', message: '请求的资源不存在' };
  if (fe.statusCode === 429) return { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: '请求过于频繁，请稍后再试' };
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.name === 'SyntaxError') return { statusCode: 400, code: 'BAD_JSON', message: '请求内容不是合法的 JSON' };
    return { statusCode: fe.statusCode, code: 'BAD_REQUEST', message: '请求不正确' };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: '服务器内部错误，请稍后再试' };
}

/** Chinese text of schema validation errors, e.g. "count 应当为 >= 1". */
function describeValidation(errors: ErrorObject[]): string {
  const copy = errors.map((e) => ({ ...e }));
  localizeZh(copy);
  return copy
    .map((e) => `${e.instancePath.replace(/^\//, '').replace(/\//g, '.')} ${e.message ?? ''}`.trim())
    .join('；');
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const f = classify(err);
    if (f.statusCode >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: f.code, message: f.message }, 'request refused');
    reply
      .code(f.statusCode)
      .header('cache-control', 'no-store')
      .send({
        status: 0,
        code: f.code,
        message: f.message,
        ...(f.details !== undefined ? { details: f.details } : {}),
      });
  });
});
