import { Type } from '@sinclair/typebox';
import { POINTS_KINDS } from '@cp/shared/domain';

/** Schemas of the points routes (wire types SignInDto, ScoreHistoryPage in @cp/shared/domain). */

export const SignInSchema = Type.Object({
  delta: Type.Integer({ description: '本次获得的积分（100）' }),
  score: Type.Integer({ description: '签到后的积分' }),
  date: Type.String({ description: '签到的北京时间日期 YYYY-MM-DD' }),
});

const kinds = Object.entries(POINTS_KINDS)
  .map(([k, v]) => `${k} ${v.label}`)
  .join('，');

export const ScoreEntrySchema = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer({ description: '积分变动（正为获得，负为支出）' }),
  kind: Type.String({ description: `类型：${kinds}` }),
  label: Type.String({ description: '类型的中文名' }),
  reference: Type.String({ description: '去重键：签到为北京时间日期，每周登录为该周周一的日期' }),
  balanceAfter: Type.Integer({ description: '变动后的积分' }),
  time: Type.String({ description: '时间（ISO 8601，北京时间 +08:00）' }),
});

export const ScoreHistoryPageSchema = Type.Object({
  list: Type.Array(ScoreEntrySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});

export const ScoreHistoryQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, description: '开始日期（北京时间）YYYY-MM-DD，含当天' })),
  to: Type.Optional(Type.String({ maxLength: 10, description: '结束日期（北京时间）YYYY-MM-DD，含当天' })),
  kind: Type.Optional(Type.String({ maxLength: 40, description: `只看一种类型：${kinds}` })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
