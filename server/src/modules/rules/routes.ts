import type { FastifyInstance } from 'fastify';
import { ruleText } from '@cp/shared/domain';
import { ok, replies } from '../../lib/envelope';
import { codeParams, CP_BASES } from '../../lib/schemas';
import { LotteryRuleTextSchema } from './schemas';

/**
 * GET /v1/apis/ruleDetails/{code}, and its twins under /v1/cp168/apis and /v1/cp168/wap
 * (specification section 7): the 玩法规则 of the lottery's family.
 */
export async function ruleRoutes(app: FastifyInstance) {
  const { catalogue, clock } = app;
  for (const path of ['/v1/apis/ruleDetails/:code', ...CP_BASES.map((base) => `${base}/ruleDetails/:code`)]) {
    app.get<{ Params: { code: string } }>(
      path,
      {
        schema: {
          tags: ['lotteries'],
          summary: '玩法规则（按彩种所属系列）',
          params: codeParams,
          response: replies(LotteryRuleTextSchema),
        },
      },
      async (req) => {
        const lottery = catalogue.get(req.params.code);
        const text = ruleText(lottery.group, { name: lottery.name, nowMs: clock.now() });
        return ok({ code: lottery.code, name: lottery.name, group: lottery.group, ...text });
      },
    );
  }
}
