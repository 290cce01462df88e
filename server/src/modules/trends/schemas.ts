import { Type } from '@sinclair/typebox';
import { STAT_LABELS } from '@cp/shared/domain';
import type { StatName } from '@cp/shared/domain';
import { Nullable, StringEnum } from '../../lib/envelope';
import { FamilySchema } from '../lotteries/schemas';

/**
 * Response schemas of the trend routes (wire types: TrendResponse, StreakDto in
 * @cp/shared/domain; TrendTypeSpec, StatisticsWindow, NumberStatistics, Streak from the domain).
 * Missing values, counts and statistics are open maps keyed by position and number/value key.
 */
const NumberMap = Type.Record(Type.String(), Type.Number());
const PositionMap = Type.Record(Type.String(), NumberMap, { description: '位置 → 键 → 数值' });

const TrendKeySchema = Type.Object({ key: Type.String(), label: Type.String() });

export const TrendTypeSpecSchema = Type.Object({
  type: Type.String({ description: '走势类型，例如 basic、daxiao' }),
  label: Type.String(),
  positions: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), keys: Type.Array(TrendKeySchema) })),
});

export const TrendTypesSchema = Type.Object({
  code: Type.String(),
  group: FamilySchema,
  types: Type.Array(TrendTypeSpecSchema),
});

/** The five window statistics, each per position and key (appearCount 出现次数 …). */
const stat = (name: StatName) =>
  Type.Record(Type.String(), NumberMap, { description: `${STAT_LABELS[name]}：位置 → 键 → 数值` });
export const TrendStatsSchema = Type.Object({
  appearCount: stat('appearCount'),
  avgMissing: stat('avgMissing'),
  now: stat('now'),
  biggestContinue: stat('biggestContinue'),
  biggestMissing: stat('biggestMissing'),
});

export const TrendRowSchema = Type.Object({
  period: Type.String(),
  drawTime: Type.String(),
  balls: Type.Array(Type.Integer()),
  missing: Type.Record(Type.String(), NumberMap, { description: '位置 → 键 → 遗漏（0 为开出）' }),
});

export const TrendResultSchema = Type.Object({ list: Type.Array(TrendRowSchema), stats: TrendStatsSchema });

export const TrendResponseSchema = Type.Object({
  code: Type.String(),
  count: Type.Integer(),
  trends: Type.Record(Type.String(), TrendResultSchema, { description: '走势类型 → 走势' }),
});

export const StatisticsSchema = Type.Object({
  code: Type.String(),
  type: Type.String(),
  count: Type.Integer({ description: '窗口内的期数' }),
  fromPeriod: Nullable(Type.String()),
  toPeriod: Nullable(Type.String()),
  stats: TrendStatsSchema,
});

export const TodayStatisticsSchema = Type.Object({
  code: Type.String(),
  date: Type.String({ description: '北京时间日期 YYYY-MM-DD' }),
  count: Type.Integer(),
  positions: Type.Array(Type.Object({ key: Type.String(), label: Type.String() })),
  counts: PositionMap,
  hot: Type.Record(Type.String(), Type.Array(Type.Integer()), { description: '位置 → 热号（最多 5 个）' }),
  cold: Type.Record(Type.String(), Type.Array(Type.Integer()), { description: '位置 → 冷号（最多 5 个）' }),
});

export const StreakSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  position: Type.String(),
  positionLabel: Type.String(),
  attribute: StringEnum(['daxiao', 'danshuang', 'longhu'] as const),
  label: Type.String({ description: '连续开出的值：大、小、单、双、龙、虎' }),
  streak: Type.Integer({ description: '连续期数' }),
  period: Type.String({ description: '最新一期' }),
});
