import { Type } from '@sinclair/typebox';
import { PLAN_KINDS } from '@cp/shared/domain';
import { Nullable, StringEnum } from '../../lib/envelope';

/** Schemas of the prediction routes (wire types in shared/src/domain/predictions/wire.ts). */

const Kind = StringEnum(PLAN_KINDS, { description: 'lmTj 两面推荐，expert 专家推荐，buyplan 购彩计划，shJh 杀号计划' });

export const KindParams = Type.Object({
  kind: Kind,
  code: Type.String({ minLength: 1, maxLength: 40, description: '彩种代码，例如 jspk10' }),
});

const Method = Type.String({
  maxLength: 20,
  description:
    '方法：hot 热号、cold 冷号、balanced 均衡、follow 跟号、random 随机对照；购彩计划为 buy5、buy3、buy2。默认第一个',
});

export const PageQuery = Type.Object({ method: Type.Optional(Method) }, { additionalProperties: false });

export const HistoryQuery = Type.Object(
  {
    method: Type.Optional(Method),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: '页码，从 1 开始' })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30, description: '每页期数（1–100）' })),
  },
  { additionalProperties: false },
);

export const RecordQuery = Type.Object(
  {
    method: Type.Optional(Method),
    window: Type.Optional(
      Type.Integer({
        minimum: 10,
        maximum: 100,
        default: 30,
        description: '滚动命中率的窗口期数（10–100，页面用 30 或 100）',
      }),
    ),
  },
  { additionalProperties: false },
);

const Rate = Type.Object({
  n: Type.Integer({ description: '预测次数（期数 × 项数）' }),
  hits: Type.Integer({ description: '命中次数（杀号为成功次数）' }),
  rate: Type.Number({ description: '命中率 hits / n' }),
  chance: Type.Number({ description: '纯随机的命中率（按玩法规则精确计算，所选各项的平均）' }),
  low: Type.Number({ description: '命中率的 95% 置信区间下限（Wilson）' }),
  high: Type.Number({ description: '95% 置信区间上限' }),
});

const Rates = Type.Object({ last30: Rate, last100: Rate, all: Rate });

const Method$ = Type.Object({
  id: Type.String(),
  name: Type.String({ description: '热号、冷号、均衡、跟号、随机对照；5码计划、3码计划、2码计划' }),
  description: Type.String({ description: '一句话说明选号方法' }),
});

const Cell = Type.Object({
  key: Type.String({ description: '预测项：hm1、hm1:daxiao、gyh:danshuang、sum:daxiao …' }),
  label: Type.String({ description: '冠军 大小、冠亚和 单双、冠军 …' }),
  pick: Type.String({ description: '推荐：大 小 单 双，号码列表（空格分隔）或所杀号码' }),
  drawn: Type.Optional(Type.String({ description: '开奖结果：大 小 单 双 和，或号码' })),
  hit: Type.Optional(Type.Boolean({ description: '中（杀号：所杀号码未开出）' })),
});

const BuyStep = Type.Object({
  planNo: Type.Integer({ description: '第几个计划' }),
  step: Type.Integer({ description: '计划内第几期（1–10）' }),
  multiplier: Type.Integer({ description: '倍数' }),
  cost: Type.Number({ description: '本期投入（元）' }),
});

const BuyRow = Type.Object({
  planNo: Type.Integer(),
  step: Type.Integer(),
  period: Type.String(),
  picks: Type.Array(Type.Integer()),
  multiplier: Type.Integer(),
  cost: Type.Number(),
  runningCost: Type.Number({ description: '本计划累计投入' }),
  drawn: Type.Integer(),
  result: StringEnum(['hit', 'miss'] as const),
  status: StringEnum(['won', 'failed', 'running'] as const, {
    description: 'won 中奖结束，failed 连续 10 期未中失败，running 进行中',
  }),
  profit: Type.Number({ description: '本计划盈亏' }),
  totalProfit: Type.Number({ description: '全部计划累计盈亏' }),
});

const BuySummary = Type.Object({
  plans: Type.Integer({ description: '已结束的计划数' }),
  won: Type.Integer(),
  failed: Type.Integer(),
  totalCost: Type.Number(),
  totalReturn: Type.Number(),
  profit: Type.Number(),
  profitPerUnit: Type.Number({ description: '每投入 1 元的盈亏' }),
  expectedProfitPerUnit: Type.Number({ description: '纯随机下每投入 1 元的期望盈亏（负数）' }),
});

export const RowSchema = Type.Object({
  period: Type.String(),
  drawTime: Type.Integer({ description: '开奖时间（毫秒）' }),
  balls: Type.Array(Type.Integer()),
  backfilled: Type.Boolean({ description: '首次启动时按历史补算的计划（非实时保存）' }),
  cells: Type.Array(Cell),
  buy: Type.Optional(BuyRow),
});

const Next = Type.Object({
  period: Type.String({ description: '下一期期号' }),
  drawTime: Type.Integer(),
  madeAt: Type.Integer({ description: '计划保存时间（毫秒），早于开奖' }),
  basedOn: Type.Integer({ description: '依据的历史期数（≤ 200，均在该期之前）' }),
  cells: Type.Array(Cell),
  buy: Type.Optional(BuyStep),
});

const Item = Type.Object({ key: Type.String(), label: Type.String(), rates: Rates });

export const PageSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  kind: Kind,
  methods: Type.Array(Method$),
  method: Type.String(),
  next: Nullable(Next),
  summary: Type.Array(Type.Object({ method: Type.String(), rates: Rates, buy: Type.Optional(BuySummary) })),
  items: Type.Array(Item),
  recent: Type.Array(RowSchema),
  disclaimer: Type.String(),
});

export const HistorySchema = Type.Object({
  code: Type.String(),
  kind: Kind,
  method: Type.String(),
  page: Type.Integer(),
  size: Type.Integer(),
  total: Type.Integer({ description: '已开奖计分的期数' }),
  rows: Type.Array(RowSchema),
});

export const RecordSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  kind: Kind,
  method: Method$,
  rates: Rates,
  items: Type.Array(Item),
  window: Type.Integer(),
  points: Type.Array(Type.Object({ period: Type.String(), rate: Type.Number(), chance: Type.Number() })),
});

export const RecommendSchema = Type.Array(
  Type.Object({
    code: Type.String(),
    name: Type.String(),
    kind: Kind,
    kindLabel: Type.String(),
    method: Type.String(),
    methodName: Type.String(),
    period: Type.String(),
    drawTime: Type.Integer(),
    label: Type.String(),
    pick: Type.String(),
    rate: Rate,
  }),
);
