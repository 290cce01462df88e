/**
 * The rules of the fields a member types (issue 15 item 1): one definition for the server's
 * request schemas and the forms of mf-member, so both refuse the same input with the same
 * Chinese message. Lengths count Unicode code points (an emoji is one character), as the
 * server's JSON-schema validator does.
 */

/** A field a member fills in on the account, profile and feedback forms. */
export type AccountField =
  | 'userName'
  | 'password'
  | 'phone'
  | 'captchaId'
  | 'captcha'
  | 'code'
  | 'nickname'
  | 'intro'
  | 'avatarURL'
  | 'feedbackType'
  | 'content'
  | 'contact';

export interface FieldRule {
  /** Chinese name of the field. */
  label: string;
  minLength?: number;
  maxLength?: number;
  /** A JavaScript regular expression over the whole value, used with the `u` flag. */
  pattern?: string;
  /** The rule in words: the message of every refusal but a missing value. */
  message: string;
}

/** No control character and no lone surrogate (which PostgreSQL text cannot hold unchanged). */
const ONE_LINE = '^[^\\p{Cc}\\p{Cs}]*$';
/** The same, but line breaks and tabs are allowed. */
const MULTI_LINE = '^(?:[^\\p{Cc}\\p{Cs}]|[\\t\\n\\r])*$';

/** The file URLs this server hands out for uploaded images (POST file). */
export const FILE_URL_PATTERN = '^/v1/cp168/files/[0-9a-f]{64}\\.webp$';

export const FIELD_RULES: Record<AccountField, FieldRule> = {
  userName: {
    label: '用户名',
    minLength: 4,
    maxLength: 16,
    pattern: '^[A-Za-z0-9_]+$',
    message: '用户名应为 4–16 位字母、数字或下划线',
  },
  password: {
    label: '密码',
    minLength: 8,
    maxLength: 32,
    pattern: '^(?=.*[A-Za-z])(?=.*[0-9])[^\\p{Cc}\\p{Cs}]*$',
    message: '密码应为 8–32 位，且同时包含字母和数字',
  },
  phone: {
    label: '手机号',
    minLength: 11,
    maxLength: 11,
    pattern: '^1[3-9][0-9]{9}$',
    message: '请输入正确的手机号码',
  },
  captchaId: {
    label: '图形验证码',
    minLength: 36,
    maxLength: 36,
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    message: '图形验证码已失效，请刷新后重试',
  },
  captcha: { label: '图形验证码', minLength: 1, maxLength: 10, pattern: ONE_LINE, message: '请输入图形验证码' },
  code: { label: '短信验证码', minLength: 6, maxLength: 6, pattern: '^[0-9]+$', message: '请输入 6 位数字短信验证码' },
  nickname: { label: '昵称', maxLength: 16, pattern: ONE_LINE, message: '昵称最多 16 个字符，且不能包含控制字符' },
  intro: { label: '简介', maxLength: 200, pattern: MULTI_LINE, message: '简介最多 200 个字符，且不能包含控制字符' },
  avatarURL: {
    label: '头像',
    maxLength: 100,
    pattern: FILE_URL_PATTERN,
    message: '头像只能使用本站上传的图片地址',
  },
  feedbackType: { label: '反馈类型', maxLength: 20, message: '请选择反馈类型' },
  content: {
    label: '反馈内容',
    minLength: 1,
    maxLength: 500,
    pattern: MULTI_LINE,
    message: '反馈内容应为 1–500 个字符，且不能包含控制字符',
  },
  contact: {
    label: '联系方式',
    maxLength: 50,
    pattern: ONE_LINE,
    message: '联系方式最多 50 个字符，且不能包含控制字符',
  },
};

/** Length in code points (what the limits count). */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/**
 * Checks one value against its field's rule: null when it is acceptable, otherwise the Chinese
 * message (请填写… for an empty required value). `required` fields refuse the empty string.
 */
export function checkField(field: AccountField, value: unknown, required = true): string | null {
  const rule = FIELD_RULES[field];
  if (value === undefined || value === null || value === '') return required ? `请填写${rule.label}` : null;
  if (typeof value !== 'string') return rule.message;
  const length = textLength(value);
  if (rule.minLength !== undefined && length < rule.minLength) return rule.message;
  if (rule.maxLength !== undefined && length > rule.maxLength) return rule.message;
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return rule.message;
  return null;
}

/** A mainland mobile number with its middle four digits hidden: 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';
}

/** The kinds of feedback a visitor may send (POST setting/feedback `type`), with their Chinese names. */
export const FEEDBACK_TYPES = {
  suggestion: '功能建议',
  bug: '问题反馈',
  content: '内容纠错',
  other: '其他',
} as const;

export type FeedbackType = keyof typeof FEEDBACK_TYPES;
