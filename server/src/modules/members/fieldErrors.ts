import type { FastifySchemaValidationError } from 'fastify';
import { FIELD_RULES } from '@cp/shared/domain';
import type { AccountField } from '@cp/shared/domain';
import type { ErrorObject } from 'ajv';
import { AppError } from '../../lib/errors';
import { describeValidation } from '../../plugins/errors/validation';

/** Request properties of the member routes and the rule each follows (some share one, by another name). */
const PROPERTIES: Record<string, { rule: AccountField; label?: string }> = {
  userName: { rule: 'userName' },
  password: { rule: 'password' },
  oldPassword: { rule: 'password', label: '原密码' },
  newPassword: { rule: 'password', label: '新密码' },
  phone: { rule: 'phone' },
  captchaId: { rule: 'captchaId' },
  captcha: { rule: 'captcha' },
  code: { rule: 'code' },
  nickname: { rule: 'nickname' },
  intro: { rule: 'intro' },
  avatarURL: { rule: 'avatarURL' },
  type: { rule: 'feedbackType' },
  content: { rule: 'content' },
  contact: { rule: 'contact' },
};

const WHERE: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/**
 * Schema refusals of the member routes in the words of the field rules (shared/src/domain/
 * members/fields.ts), e.g. 昵称最多 16 个字符，且不能包含控制字符 with `details.field`, so a
 * form can put the message under the right field. Passwords are never echoed.
 */
export function memberSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const e = errors[0];
  const missing = e.keyword === 'required' ? String(e.params.missingProperty ?? '') : null;
  const name = missing ?? e.instancePath.split('/')[1] ?? '';
  const property = PROPERTIES[name];
  if (e.keyword === 'additionalProperties')
    return new AppError(400, 'BAD_REQUEST', `${WHERE[dataVar] ?? '请求'}中有无法识别的字段`, {
      field: String(e.params.additionalProperty ?? '').slice(0, 40),
    });
  if (!name) return new AppError(400, 'BAD_REQUEST', `${WHERE[dataVar] ?? '请求'}格式不正确，应为 JSON 对象`);
  // Paging and filter parameters are told as every other route tells them (…应当是 1 到 100 之间的整数).
  if (!property)
    return new AppError(
      400,
      'BAD_REQUEST',
      `${WHERE[dataVar] ?? '请求'}不正确：${describeValidation(errors as unknown as ErrorObject[])}`.slice(0, 300),
      { field: name.slice(0, 40) },
    );
  const rule = FIELD_RULES[property.rule];
  const label = property.label ?? rule.label;
  const message = missing ? `请填写${label}` : property.label ? rule.message.replace(rule.label, label) : rule.message;
  return new AppError(400, 'BAD_REQUEST', message, { field: name });
}
