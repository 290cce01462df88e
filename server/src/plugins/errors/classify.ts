import type { FastifyError } from 'fastify';
import type { ErrorObject } from 'ajv';
import { AppError } from '../../lib/errors';
import { describeValidation } from './validation';

export interface Failure {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
}

/** What a bare HTTP status means, for refusals that come with nothing but a status. */
export const STATUS_REFUSALS: Record<number, [code: string, message: string]> = {
  400: ['BAD_REQUEST', '请求不正确'],
  401: ['UNAUTHENTICATED', '需要身份验证'],
  404: ['NOT_FOUND', '请求的资源不存在'],
  405: ['METHOD_NOT_ALLOWED', '不支持的请求方法'],
  406: ['NOT_ACCEPTABLE', '无法提供所要求的内容格式'],
  408: ['REQUEST_TIMEOUT', '请求超时'],
  411: ['LENGTH_REQUIRED', '缺少请求长度（Content-Length）'],
  413: ['PAYLOAD_TOO_LARGE', '请求内容过大'],
  414: ['URI_TOO_LONG', '请求地址过长'],
  415: ['UNSUPPORTED_MEDIA_TYPE', '不支持的请求内容类型'],
  416: ['RANGE_NOT_SATISFIABLE', '请求的范围无效'],
  429: ['TOO_MANY_REQUESTS', '请求过于频繁，请稍后再试'],
  431: ['HEADERS_TOO_LARGE', '请求头过大'],
};

const fromStatus = (statusCode: number): Failure => {
  const [code, message] = STATUS_REFUSALS[statusCode] ?? STATUS_REFUSALS[400];
  return { statusCode, code, message };
};

const PARTS: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/**
 * Maps any error a request can end with (the app's own, schema validation, body parsing, plugin
 * limits) to the Chinese error envelope. `bodyLimit` is named in the 413 message.
 */
export function classify(err: FastifyError | AppError, bodyLimit: number): Failure {
  if (err instanceof AppError)
    return { statusCode: err.statusCode, code: err.code, message: err.message, details: err.details };
  const fe = err as FastifyError;
  if (fe.validation) {
    const where = (fe.validationContext && PARTS[fe.validationContext]) ?? '参数';
    const text = describeValidation(fe.validation as unknown as ErrorObject[]);
    return { statusCode: 400, code: 'BAD_REQUEST', message: `${where}不正确：${text}`.slice(0, 300) };
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: `请求内容过大：不能超过 ${+(bodyLimit / 1024 / 1024).toFixed(2)} MB`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return fromStatus(415);
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return { statusCode: 415, code: 'UNSUPPORTED_CONTENT_ENCODING', message: '不支持的请求内容编码' };
    case 'FST_CP_ERR_INVALID_CONTENT':
      return { statusCode: 400, code: 'BAD_REQUEST', message: '请求内容无法解压' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, code: 'BAD_JSON', message: '请求内容不是合法的 JSON' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { statusCode: 400, code: 'BAD_REQUEST', message: '请求长度与 Content-Length 不符' };
  }
  // 403 from static files (dotfiles, outside the root) is told as 404: nothing there to see.
  if (fe.statusCode === 403 || fe.statusCode === 404) return fromStatus(404);
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.name === 'SyntaxError') return { statusCode: 400, code: 'BAD_JSON', message: '请求内容不是合法的 JSON' };
    return fromStatus(fe.statusCode);
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: '服务器内部错误，请稍后再试' };
}
