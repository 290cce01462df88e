import { Type } from '@sinclair/typebox';
import type { RuleDetail } from '@cp/shared/domain';
import { Nullable } from '../../lib/envelope';
import { FamilySchema } from '../lotteries/schemas';

/** Response schemas of the draw routes (wire types: PublicDraw, DrawInfo, DrawHistoryPage in @cp/shared/domain). */

const BeijingTime = (description: string) =>
  Type.String({ description: `${description}（ISO 8601，北京时间 +08:00）` });

/** An open map: its keys depend on the family, so every property is sent (additionalProperties). */
export const RuleDetailSchema = Type.Unsafe<RuleDetail>({
  type: 'object',
  additionalProperties: true,
  description: '开奖属性（大小、单双、龙虎、生肖……），键随系列而定，见组件 RuleDetail_pk10、RuleDetail_hk6 等',
});

export const PublicDrawSchema = Type.Object({
  code: Type.String(),
  period: Type.String({ description: '期号' }),
  balls: Type.Array(Type.Integer(), { description: '开奖号码，按开出顺序' }),
  drawTime: BeijingTime('开奖时间'),
  ruleDetail: RuleDetailSchema,
});

export const DrawInfoSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  group: FamilySchema,
  prePeriod: Nullable(PublicDrawSchema),
  nextPeriod: Type.Object({ period: Type.String(), drawTime: BeijingTime('下一期开奖时间') }),
  serverTime: BeijingTime('服务器时间'),
});

export const DrawHistoryPageSchema = Type.Object({
  list: Type.Array(PublicDrawSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});

export const IngestResultSchema = Type.Object({
  code: Type.String(),
  received: Type.Integer({ description: '收到的期数' }),
  inserted: Type.Integer({ description: '新写入的期数' }),
  unchanged: Type.Integer({ description: '已存在且一致、跳过的期数' }),
});

/** The draw event stream: not JSON, documented by media type. */
export const DrawEventsResponse = {
  description:
    'text/event-stream：每写入一期发送 event: draw（id 为全站递增的事件序号，data 同 draw/info 的 data，nextPeriod 为该期之后的一期），' +
    '连接建立或补发完成后发送 event: ready；无法补发时发送 event: reset（data.reason），客户端应重新加载数据；每 15 秒一行注释心跳',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
};
