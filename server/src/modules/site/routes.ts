import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../lib/envelope';
import { CP_BASES } from '../../lib/schemas';
import { SiteInfoSchema } from './schemas';

export async function siteRoutes(app: FastifyInstance) {
  const { site } = app;
  for (const base of CP_BASES) {
    app.get(
      `${base}/site/info`,
      {
        schema: {
          tags: ['site'],
          summary: '站点信息：站名、Logo、横幅、公告、热门彩种',
          response: replies(SiteInfoSchema),
        },
      },
      async () => ok(await site.info()),
    );
  }
}
