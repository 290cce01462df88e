import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { CP_BASES } from '../../lib/schemas';
import type { SiteService } from './service';

export async function siteRoutes(app: FastifyInstance, { site }: { site: SiteService }) {
  for (const base of CP_BASES) {
    app.get(
      `${base}/site/info`,
      { schema: { tags: ['site'], summary: '站点信息：站名、Logo、横幅、公告、热门彩种' } },
      async () => ok(await site.info()),
    );
  }
}
