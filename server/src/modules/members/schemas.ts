import { Type } from '@sinclair/typebox';
import type { TString } from '@sinclair/typebox';
import { FEEDBACK_TYPES, FIELD_RULES } from '@cp/shared/domain';
import type { AccountField } from '@cp/shared/domain';
import { Nullable, StringEnum } from '../../lib/envelope';

/**
 * Request and response schemas of the member routes (wire types: members/wire.ts in
 * @cp/shared/domain). Request limits come from the shared field rules, so /docs, the server's
 * refusals and the forms of mf-member agree.
 */

/** A string field following its shared rule (length, pattern, the rule in words as description). */
export function field(name: AccountField, description?: string): TString {
  const rule = FIELD_RULES[name];
  return Type.String({
    ...(rule.minLength !== undefined ? { minLength: rule.minLength } : {}),
    ...(rule.maxLength !== undefined ? { maxLength: rule.maxLength } : {}),
    ...(rule.pattern !== undefined ? { pattern: rule.pattern } : {}),
    description: description ?? rule.message,
  });
}

const closed = { additionalProperties: false } as const;
/** Free text of one line: no control character, no lone surrogate. */
const PLAIN = '^[^\\p{Cc}\\p{Cs}]*$';
const BeijingTime = (description: string) =>
  Type.String({ description: `${description}（ISO 8601，北京时间 +08:00）` });

// Requests.

export const RegisterBody = Type.Object(
  {
    userName: field('userName', '用户名：4–16 位字母、数字或下划线，不区分大小写地唯一'),
    password: field('password'),
    phone: Type.Optional(field('phone', '中国大陆手机号（可选，填写时唯一）')),
    captchaId: field('captchaId', 'GET verify 返回的 captchaId'),
    captcha: field('captcha', '图形验证码（不区分大小写，一次有效）'),
  },
  closed,
);

export const LoginBody = Type.Object(
  {
    userName: Type.String({ minLength: 1, maxLength: 64, pattern: PLAIN, description: '用户名（不区分大小写）' }),
    password: Type.String({ minLength: 1, maxLength: 128, pattern: PLAIN }),
    captchaId: field('captchaId', 'GET verify 返回的 captchaId'),
    captcha: field('captcha', '图形验证码（不区分大小写，一次有效）'),
  },
  closed,
);

export const BasicInfoBody = Type.Object(
  {
    nickname: Type.Optional(field('nickname')),
    intro: Type.Optional(field('intro')),
    avatarURL: Type.Optional(Nullable(field('avatarURL', 'POST file 返回的 url；null 表示移除头像'))),
  },
  closed,
);

export const PasswordChangeBody = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 128, pattern: PLAIN, description: '原密码' }),
    newPassword: field('password', '新密码：8–32 位，且同时包含字母和数字'),
  },
  closed,
);

export const PhoneCodeBody = Type.Object({ phone: field('phone', '要绑定的新手机号') }, closed);
export const PhoneChangeBody = Type.Object({ phone: field('phone'), code: field('code') }, closed);

export const FindPasswordQuery = Type.Object({
  phone: field('phone'),
  captchaId: field('captchaId', 'GET verify 返回的 captchaId'),
  captcha: field('captcha'),
});

export const NewPasswordBody = Type.Object(
  { phone: field('phone'), code: field('code'), password: field('password', '新密码：8–32 位，且同时包含字母和数字') },
  closed,
);

export const FeedbackBody = Type.Object(
  {
    type: StringEnum(Object.keys(FEEDBACK_TYPES) as Array<keyof typeof FEEDBACK_TYPES>, {
      description: Object.entries(FEEDBACK_TYPES)
        .map(([k, v]) => `${k} ${v}`)
        .join('，'),
    }),
    content: field('content'),
    contact: Type.Optional(field('contact', '联系方式（可选，最多 50 个字符）')),
  },
  closed,
);

export const BasicInfoQuery = Type.Object({
  timestamp: Type.Optional(Type.String({ maxLength: 20, description: '防缓存参数，忽略' })),
});

// Responses.

export const CaptchaSchema = Type.Object({
  captchaId: Type.String(),
  image: Type.String({ description: 'data:image/svg+xml;base64,… 可直接用作 <img src>' }),
  expiresAt: BeijingTime('过期时间（5 分钟）'),
});

export const LoginSchema = Type.Object({
  token: Type.String({ description: '访问令牌（JWT），请求时放在 Authorization: Bearer <token>' }),
  userID: Type.Integer(),
  userName: Type.String(),
  weeklyBonus: Type.Integer({ description: '本次登录获得的每周首次登录积分（1000 或 0）' }),
});

export const TokenSchema = Type.Object({ token: Type.String({ description: '新的访问令牌' }) });
export const LogoutSchema = Type.Object({
  ended: Type.Boolean({ description: '会话是否在本次请求中结束（已结束时为 false）' }),
});

export const MeSchema = Type.Object({
  userID: Type.Integer(),
  userName: Type.String(),
  nickname: Type.String({ description: '未设置时为空字符串' }),
  score: Type.Integer({ description: '积分（积分流水之和，不小于 0）' }),
  fansCount: Type.Integer(),
  avatarURL: Nullable(Type.String()),
  signedInToday: Type.Boolean({ description: '今天（北京时间）是否已签到' }),
});

export const BasicInfoSchema = Type.Object({
  userID: Type.Integer(),
  userName: Type.String(),
  nickname: Type.String(),
  intro: Type.String(),
  avatarURL: Nullable(Type.String()),
  phone: Nullable(Type.String({ description: '已绑定的手机号（中间四位隐藏）' })),
  createdAt: BeijingTime('注册时间'),
});

export const PasswordChangeSchema = Type.Object({
  endedSessions: Type.Integer({ description: '被注销的其他会话（设备）数' }),
});
export const PhoneSchema = Type.Object({ phone: Type.String({ description: '新绑定的手机号（中间四位隐藏）' }) });
export const CodeSentSchema = Type.Object({
  expiresInSeconds: Type.Integer({ description: '验证码有效期（秒）' }),
  resendAfterSeconds: Type.Integer({ description: '多少秒后可再次获取' }),
});
export const PasswordResetSchema = Type.Object({ reset: Type.Boolean() });

export const UploadedFileSchema = Type.Object({
  url: Type.String({ description: '图片地址 /v1/cp168/files/{sha256}.webp（可用作 avatarURL）' }),
  sha256: Type.String(),
  mediaType: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  size: Type.Integer({ description: '字节数' }),
});

export const FeedbackSchema = Type.Object({ id: Type.Integer() });

export const CaptchaAnswerSchema = Type.Object({
  captchaId: Type.String(),
  answer: Type.String(),
  expiresAt: BeijingTime('过期时间'),
});

const AdminPage = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() });

export const SmsOutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  purpose: Type.String({ description: 'findPassword 找回密码 或 phone 更换手机号' }),
  code: Type.String(),
  message: Type.String(),
  status: Type.String({ description: 'logged 仅记录、pending 待发送、sending 发送中、sent 已发送、failed 发送失败' }),
  createdAt: BeijingTime('时间'),
});
export const SmsOutboxPageSchema = AdminPage(SmsOutboxEntrySchema);

export const FeedbackEntrySchema = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  content: Type.String(),
  contact: Nullable(Type.String()),
  memberId: Nullable(Type.Integer()),
  ip: Nullable(Type.String()),
  createdAt: BeijingTime('时间'),
});
export const FeedbackPageSchema = AdminPage(FeedbackEntrySchema);

export const AdminPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export const OutboxQuery = Type.Object({
  phone: Type.Optional(field('phone', '只看发往这个号码的验证码')),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
