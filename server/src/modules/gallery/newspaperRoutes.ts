import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Nullable, ok, replies, StringEnum } from '../../lib/envelope';
import { CP_BASES } from '../../lib/schemas';
import type { Defaulted } from '../../lib/schemas';
import { PREDICT_KINDS } from './newspaper';

const Code = Type.String({ minLength: 1, maxLength: 40, description: '彩种代码（六合彩系列、PK10 系列），例如 hk6' });
const Period = Type.String({ minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z-]+$', description: '期号' });
const Paper = Type.Object(
  { kind: Type.String({ description: 'hk6Predict 或 pk10Predict' }), period: Type.String() },
  { additionalProperties: true, description: '预测图纸的内容（picks：推荐；previous：上期推荐及对错）' },
);
const Rate = Type.Object({
  n: Type.Integer(),
  hits: Type.Integer(),
  rate: Type.Number(),
  chance: Type.Number({ description: '纯随机命中率（24/49，49 为和）' }),
  low: Type.Number(),
  high: Type.Number(),
});
const tagsOf = (base: string) => (base.endsWith('wap') ? ['mobile', 'gallery'] : ['gallery']);

const DanShuangQuery = Type.Object(
  {
    cpCode: Code,
    period: Type.Optional(Period),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: '期数（1–100）' })),
  },
  { additionalProperties: false },
);
const CodePeriod = Type.Object({ a: Code, b: Period });
const CodePeriodKind = Type.Object({
  a: Code,
  b: Period,
  c: StringEnum(PREDICT_KINDS, { description: 'danShuang 单双，daXiao 大小，color 波色，siXiao 四肖，baMa 八码' }),
});

/** The newspaper endpoints of section 7 (API.md "Picture libraries"): `{a}` lottery code, `{b}` period, `{c}` kind. */
export async function newspaperRoutes(app: FastifyInstance) {
  const news = app.gallery.newspaper;
  for (const base of CP_BASES) {
    app.get<{ Querystring: Defaulted<Static<typeof DanShuangQuery>, 'count'> }>(
      `${base}/newspaper/predict/danShuang`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '六合彩预测图纸的特码单双推荐：最近 count 期（至 period 为止）及对错，附命中率与纯随机命中率',
          querystring: DanShuangQuery,
          response: replies(
            Type.Object({
              code: Type.String(),
              list: Type.Array(
                Type.Object({
                  period: Type.String(),
                  pick: Type.String(),
                  special: Nullable(Type.Integer()),
                  hit: Nullable(Type.Boolean({ description: '未开奖为 null' })),
                }),
              ),
              rate: Rate,
            }),
          ),
        },
      },
      async (req) => ok(await news.danShuang(req.query.cpCode, req.query.period, req.query.count)),
    );

    app.get<{ Params: Static<typeof CodePeriod> }>(
      `${base}/newspaper/predict/pastTenPeriod/:a/:b`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '第 b 期之前的十期预测图纸（a 为彩种代码），新到旧，附开奖后的对错',
          params: CodePeriod,
          response: replies(
            Type.Array(
              Type.Object({
                period: Type.String(),
                model: Paper,
                result: Nullable(Type.Object({}, { additionalProperties: true })),
              }),
            ),
          ),
        },
      },
      async (req) => ok(await news.pastTen(req.params.a, req.params.b)),
    );

    app.get<{ Params: Static<typeof CodePeriodKind> }>(
      `${base}/lastPeriodPrediction/:a/:b/:c`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '六合彩：第 b 期的上一期预测图纸中 c 项的推荐与结果（a 为彩种代码）',
          params: CodePeriodKind,
          response: replies(
            Nullable(
              Type.Object({
                period: Type.String(),
                kind: Type.String(),
                pick: Type.Unknown({
                  description: '单双 / 大小 为文字，波色为 red blue green，四肖为生肖数组，八码为号码数组',
                }),
                special: Nullable(Type.Integer()),
                hit: Nullable(Type.Boolean()),
              }),
            ),
          ),
        },
      },
      async (req) => ok(await news.lastPeriod(req.params.a, req.params.b, req.params.c)),
    );

    app.get<{ Params: Static<typeof CodePeriod> }>(
      `${base}/predict/period/:a/:b`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '第 b 期的预测图纸内容（a 为彩种代码；开奖前生成，永不改变）',
          params: CodePeriod,
          response: replies(Paper),
        },
      },
      async (req) => ok(await news.forPeriod(req.params.a, req.params.b)),
    );

    app.get<{ Querystring: { cpCode: string } }>(
      `${base}/newspaper/tmHotColdRank`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '六合彩特码冷热排行（最新一期的冷热图纸内容：近 10 / 30 / 100 期）',
          querystring: Type.Object({ cpCode: Code }, { additionalProperties: false }),
          response: replies(
            Nullable(Type.Object({ kind: Type.String(), period: Type.String() }, { additionalProperties: true })),
          ),
        },
      },
      async (req) => ok(await news.hotCold(req.query.cpCode)),
    );
  }
}
