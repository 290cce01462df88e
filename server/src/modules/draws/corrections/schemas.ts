import { Type } from '@sinclair/typebox';
import { Nullable } from '../../../lib/envelope';

/** Schemas of the correction routes (PUT /v1/admin/draws/{code}/{period} and its audit). */

const BeijingTime = (description: string) =>
  Type.String({ description: `${description}（ISO 8601，北京时间 +08:00）` });

export const CorrectionBodySchema = Type.Object(
  {
    balls: Type.Array(Type.Integer(), { minItems: 1, maxItems: 20, description: '更正后的开奖号码，按开出顺序' }),
    drawTime: Type.Optional(
      Type.String({
        maxLength: 40,
        description: '更正后的开奖时间（ISO 8601，带时区）；与 drawDate 都不填则保持原时间',
      }),
    ),
    drawDate: Type.Optional(
      Type.String({ maxLength: 10, description: '更正后的开奖日期 YYYY-MM-DD（按时间表的开奖时刻）' }),
    ),
    reason: Type.String({ minLength: 2, maxLength: 500, description: '更正原因（必填，记入审计）' }),
    operator: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: '操作人（记入审计）' })),
  },
  { additionalProperties: false },
);

const DrawValuesSchema = Type.Object({
  balls: Type.Array(Type.Integer(), { description: '开奖号码' }),
  drawTime: BeijingTime('开奖时间'),
});

export const CorrectionSchema = Type.Object({
  id: Type.Integer({ description: '审计记录编号' }),
  code: Type.String(),
  period: Type.String(),
  old: DrawValuesSchema,
  new: DrawValuesSchema,
  reason: Type.String({ description: '更正原因' }),
  actor: Type.String({ description: '使用的密钥（ADMIN_KEY 的指纹，不含密钥本身）' }),
  operator: Nullable(Type.String({ description: '操作人' })),
  ip: Nullable(Type.String({ description: '请求来源地址' })),
  correctedAt: BeijingTime('更正时间'),
});

export const CorrectionResultSchema = Type.Object({
  changed: Type.Boolean({ description: 'false：提交的结果与已存结果相同，未做任何修改' }),
  draw: Type.Object({ code: Type.String(), period: Type.String(), ...DrawValuesSchema.properties }),
  correction: Nullable(CorrectionSchema),
});

export const CorrectionPageSchema = Type.Object({
  list: Type.Array(CorrectionSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
