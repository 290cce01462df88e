import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { GUESS_PLAYS } from '@cp/shared/domain';
import { Nullable, StringEnum } from '../../lib/envelope';

/** Schemas of the guess-centre routes (wire types in shared/src/domain/guess/wire.ts). */

const Code = Type.String({ minLength: 1, maxLength: 40, description: '彩种代码（PK10、时时彩系列），例如 jspk10' });
const Period = Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z-]+$', description: '期号' });
const Week = Type.String({ maxLength: 10, description: '周次：该周星期一的日期 YYYY-MM-DD（北京时间），默认本周' });
const Status = StringEnum(['open', 'won', 'lost', 'refund'] as const, {
  description: 'open 待开奖，won 猜中，lost 未中，refund 退还（和局或未开奖）',
});
const Play = StringEnum(GUESS_PLAYS, { description: 'daxiao 大小，danshuang 单双，longhu 龙虎，number 号码' });

export const SelectionInput = Type.Object(
  {
    position: Type.String({
      maxLength: 10,
      description: '位置：hm1…hm10（PK10 冠军…第十名），hm1…hm5（时时彩 万位…个位）',
    }),
    play: Type.String({ maxLength: 20, description: 'daxiao、danshuang、longhu、number' }),
    pick: Type.Union([Type.String({ maxLength: 4 }), Type.Integer({ minimum: 0, maximum: 99 })], {
      description: '大 小 单 双 龙 虎，或号码（7、"7"、"07" 相同）',
    }),
  },
  { additionalProperties: false },
);

export const PlaceBody = Type.Object(
  {
    lotteryCode: Code,
    period: Period,
    selections: Type.Array(SelectionInput, { minItems: 1, maxItems: 20, description: '竞猜选项，1–20 个' }),
  },
  { additionalProperties: false },
);

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ maxLength: 200, description: '幂等键：8–64 个字母、数字、_ 或 -；同一键重复提交返回第一次的结果' }),
  ),
});

export const GuessSchema = Type.Object({
  id: Type.Integer(),
  lotteryCode: Type.String(),
  lotteryName: Type.String(),
  period: Type.String(),
  position: Type.String(),
  positionLabel: Type.String({ description: '冠军…第十名 / 万位…个位' }),
  play: Play,
  playLabel: Type.String(),
  pick: Type.String({ description: '规范形式：大 小 单 双 龙 虎，或不补零的号码' }),
  pickLabel: Type.String({ description: '显示形式：PK10 号码补零（07）' }),
  stake: Type.Integer({ description: '投入积分（10）' }),
  odds: Type.Number({ description: '赔率 1.98 或 9.85' }),
  status: Status,
  payout: Nullable(Type.Integer({ description: '派发积分：猜中 20 / 99，退还 10，未中 0；待开奖为 null' })),
  result: Nullable(Type.String({ description: '开奖结果（大、单、龙、和、号码；未开奖退还为“未开奖”）' })),
  placedAt: Type.String(),
  settledAt: Nullable(Type.String()),
});

export const MemberGuessSchema = Type.Intersect([
  GuessSchema,
  Type.Object({ memberId: Type.Integer(), nickname: Type.String(), avatarURL: Nullable(Type.String()) }),
]);

export const PlaceResultSchema = Type.Object({
  lotteryCode: Type.String(),
  period: Type.String(),
  guesses: Type.Array(GuessSchema),
  cost: Type.Integer({ description: '扣除的积分：10 × 竞猜个数' }),
  score: Type.Integer({ description: '扣除后的积分' }),
});

export const CheckQuery = Type.Object(
  { lotteryCode: Code, period: Type.Optional(Period) },
  { additionalProperties: false },
);

export const CheckSchema = Type.Object({
  lotteryCode: Type.String(),
  period: Type.String({ description: '所查期号（未给出时为当前可竞猜的一期）' }),
  openPeriod: Type.String({ description: '当前可竞猜的期号' }),
  drawTime: Type.String({ description: '可竞猜一期的开奖时间' }),
  open: Type.Boolean({ description: '所查期号现在能否竞猜（开奖前 10 秒封盘）' }),
  closesAt: Type.String({ description: '封盘时间' }),
  serverTime: Type.String(),
  selections: Type.Array(GuessSchema, { description: '本会员在该期的竞猜' }),
  remaining: Type.Integer({ description: '该期还可竞猜的个数（每期最多 20 个）' }),
});

const WeekSchema = Type.Object({ key: Type.String(), label: Type.String() });

export const RankingQuery = Type.Object(
  { lotteryCode: Type.Optional(Code), week: Type.Optional(Week) },
  { additionalProperties: false },
);

const RankingRow = Type.Object({
  rank: Type.Integer(),
  memberId: Type.Integer(),
  nickname: Type.String(),
  avatarURL: Nullable(Type.String()),
  guesses: Type.Integer(),
  wins: Type.Integer(),
  losses: Type.Integer(),
  winRate: Type.Number({ description: '胜率 0–1：猜中 ÷（猜中 + 未中），退还不计' }),
  profit: Type.Integer({ description: '盈利：派发 − 投入（已结算的竞猜）' }),
});

export const RankingPageSchema = Type.Object({
  kind: StringEnum(['wins', 'profits'] as const),
  lotteryCode: Nullable(Type.String()),
  week: WeekSchema,
  weeks: Type.Array(WeekSchema),
  list: Type.Array(RankingRow, { description: '前 50 名' }),
  total: Type.Integer({ description: '本周上榜人数' }),
  me: Nullable(RankingRow),
  minGuesses: Type.Integer({ description: '每周至少竞猜次数（4）' }),
});

const Stats = Type.Object({
  guesses: Type.Integer(),
  open: Type.Integer(),
  settled: Type.Integer(),
  wins: Type.Integer(),
  losses: Type.Integer(),
  refunds: Type.Integer(),
  winRate: Type.Number(),
  stakes: Type.Integer(),
  payouts: Type.Integer(),
  profit: Type.Integer(),
  currentStreak: Type.Integer({ description: '当前连中' }),
  longestStreak: Type.Integer({ description: '最长连中' }),
});

export const PublicMemberSchema = Type.Object({
  userID: Type.Integer(),
  nickname: Type.String(),
  avatarURL: Nullable(Type.String()),
  intro: Type.String(),
  fansCount: Type.Integer({ description: '粉丝数（订阅者人数）' }),
  subscribed: Type.Boolean({ description: '当前会员是否已订阅' }),
});

export const MemberIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 9007199254740991, description: '会员 ID' }),
});

export const StatsSchema = Type.Object({
  member: PublicMemberSchema,
  week: Type.Intersect([Stats, WeekSchema]),
  allTime: Stats,
});

const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};

export const HistoryQuery = Type.Object(
  { lotteryCode: Type.Optional(Code), ...Paging },
  { additionalProperties: false },
);

const page = <T extends TSchema>(item: T) => ({
  list: Type.Array(item),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});

export const HistorySchema = Type.Object({
  ...page(GuessSchema),
  includesOpen: Type.Boolean({ description: '是否包含待开奖的竞猜（本人或订阅者可见）' }),
});

export const LatestQuery = Type.Object(
  { lotteryCode: Type.Optional(Code), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })) },
  { additionalProperties: false },
);

export const SubscribeBody = Type.Object(
  { userID: Type.Integer({ minimum: 1, maximum: 9007199254740991 }) },
  {
    additionalProperties: false,
  },
);

export const SubscriptionStateSchema = Type.Object({ subscribed: Type.Boolean(), fansCount: Type.Integer() });

export const SubscribedUserSchema = Type.Intersect([
  PublicMemberSchema,
  Type.Object({ subscribedAt: Type.String(), openGuesses: Type.Array(GuessSchema) }),
]);

export const MyGuessQuery = Type.Object(
  {
    lotteryCode: Type.Optional(Code),
    status: Type.Optional(StringEnum(['open', 'settled'] as const, { description: 'open 待开奖，settled 已结算' })),
    from: Type.Optional(Type.String({ maxLength: 10, description: '开始日期（北京时间）YYYY-MM-DD，含当天' })),
    to: Type.Optional(Type.String({ maxLength: 10, description: '结束日期（北京时间）YYYY-MM-DD，含当天' })),
    ...Paging,
  },
  { additionalProperties: false },
);

export const MyGuessSchema = Type.Object({
  ...page(GuessSchema),
  totals: Type.Object({
    guesses: Type.Integer(),
    open: Type.Integer(),
    wins: Type.Integer(),
    stakes: Type.Integer(),
    payouts: Type.Integer(),
    profit: Type.Integer(),
  }),
});

export const ReportQuery = Type.Object({ week: Type.Optional(Week) }, { additionalProperties: false });

export const ReportSchema = Type.Object({
  week: WeekSchema,
  weeks: Type.Array(WeekSchema),
  rows: Type.Array(
    Type.Object({
      lotteryCode: Type.String(),
      lotteryName: Type.String(),
      play: Play,
      playLabel: Type.String(),
      week: Stats,
      allTime: Stats,
    }),
  ),
  totals: Type.Object({ week: Stats, allTime: Stats }),
});
