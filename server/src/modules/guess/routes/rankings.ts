import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ok, replies } from '../../../lib/envelope';
import { CP_BASES } from '../../../lib/schemas';
import type { Defaulted } from '../../../lib/schemas';
import {
  HistoryQuery,
  HistorySchema,
  LatestQuery,
  MemberGuessSchema,
  MemberIdParams,
  RankingPageSchema,
  RankingQuery,
  StatsSchema,
} from '../schemas';
import { guessRoute, tagsOf, viewerOf } from './common';

/** Public routes (a token, when sent, adds the member's own view): rankings, members' records, latest guesses. */
export async function rankingRoutes(app: FastifyInstance) {
  const { guess } = app;
  const open = { ...guessRoute, onRequest: app.identify } as const;
  for (const base of CP_BASES) {
    for (const kind of ['wins', 'profits'] as const) {
      const path = kind === 'wins' ? 'rankingWins' : 'rankingProfits';
      app.get<{ Querystring: Static<typeof RankingQuery> }>(
        `${base}/${path}`,
        {
          ...open,
          schema: {
            tags: tagsOf(base),
            summary:
              kind === 'wins'
                ? '胜率榜：北京时间周一 00:00 至周日 24:00，本周至少竞猜 4 次的会员，按胜率、猜中次数、先达到者排序；带令牌时返回本人名次'
                : '盈利榜：同一周内派发 − 投入，按盈利、先达到者排序；带令牌时返回本人名次',
            querystring: RankingQuery,
            response: replies(RankingPageSchema),
          },
        },
        async (req) => {
          const code = req.query.lotteryCode || null;
          if (code) guess.placing.guessLottery(code);
          return ok(await guess.rankings.page(kind, code, req.query.week || undefined, viewerOf(req)));
        },
      );
    }

    app.get<{ Params: Static<typeof MemberIdParams> }>(
      `${base}/predictionStats/:id`,
      {
        ...open,
        schema: {
          tags: tagsOf(base),
          summary: '会员竞猜战绩：本周与全部（竞猜、猜中、胜率、盈利、当前与最长连中）及粉丝数',
          params: MemberIdParams,
          response: replies(StatsSchema),
        },
      },
      async (req) => ok(await guess.records.stats(req.params.id, viewerOf(req))),
    );

    app.get<{
      Params: Static<typeof MemberIdParams>;
      Querystring: Defaulted<Static<typeof HistoryQuery>, 'page' | 'size'>;
    }>(
      `${base}/predictionsHistories/:id`,
      {
        ...open,
        schema: {
          tags: tagsOf(base),
          summary: '会员竞猜记录（新到旧）：已结算的公开；待开奖的只对本人和订阅者可见',
          params: MemberIdParams,
          querystring: HistoryQuery,
          response: replies(HistorySchema),
        },
      },
      async (req) => ok(await guess.records.histories(req.params.id, viewerOf(req), req.query)),
    );

    app.get<{ Querystring: Defaulted<Static<typeof LatestQuery>, 'size'> }>(
      `${base}/latestPredictions`,
      {
        ...open,
        schema: {
          tags: tagsOf(base),
          summary: '最新竞猜：最近结算的竞猜；带令牌时先列出所订阅会员待开奖的竞猜',
          querystring: LatestQuery,
          response: replies(Type.Array(MemberGuessSchema)),
        },
      },
      async (req) => ok(await guess.records.latest(req.query.lotteryCode || undefined, req.query.size, viewerOf(req))),
    );
  }
}
