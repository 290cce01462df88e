import type { PublicDraw } from '@cp/shared/domain';
import { hydrateRemoteFirstView } from '@cp/shared/testing';
import * as desktop from '../expose/desktop';
import * as mobile from '../expose/mobile';
import { realHistory, seededHistory } from '../testing/histories';
import { trendServer } from '../testing/trendServer';

const HISTORY_PATH = '/v1/cp168/apis/draw/history/:code';
const draw = (i: number): PublicDraw => ({
  code: 'fc3d',
  period: String(2026300 - i),
  balls: [i % 10, (i * 3) % 10, 7],
  drawTime: '2026-11-20T21:15:00.000+08:00',
  ruleDetail: {},
});

/** One side (server or browser) over the same fake data: the trend endpoint, fc3d's history, the catalogue. */
async function side() {
  const server = trendServer({ jspk10: seededHistory('pk10', 120), hk6: realHistory('marksix') });
  server.http.on('get', HISTORY_PATH, ({ params }) => ({
    list: Array.from({ length: Number(params.size) }, (_, i) => draw(i)),
    total: 95,
    page: 1,
    size: Number(params.size),
  }));
  server.http.on('get', '/v1/cp168/apis/changlong', () => [
    {
      code: 'jspk10',
      name: '极速赛车',
      position: 'hm1',
      positionLabel: '冠军',
      attribute: 'daxiao',
      label: '大',
      streak: 7,
      period: '20260119',
    },
  ]);
  await server.root.lotteries.loadPublic();
  return { root: server.root, http: server.http };
}

describe('mf-trend first views: rendered by the server, hydrated by the browser as they are', () => {
  it.each([
    ['desktop history', desktop, '/lottery/history', '/lottery/history/fc3d', '2026300'],
    ['mobile history', mobile, '/m/lottery/history', '/m/lottery/history/fc3d', '2026271'],
    ['desktop trend', desktop, '/lottery/trend', '/lottery/trend/jspk10', '期号'],
    ['mobile trend (六合彩)', mobile, '/m/lottery/trend', '/m/lottery/trend/hk6', '期号'],
    ['desktop dragons', desktop, '/changltx', '/changltx', '连开'],
    ['mobile dragons', mobile, '/m/changltx', '/m/changltx', '冠军'],
  ])('%s: content in the HTML, no mismatch, nothing fetched twice', async (_, module, prefix, path, shown) => {
    const server = await side();
    const browser = await side();
    const result = await hydrateRemoteFirstView(module, { prefix, path }, server, browser);
    // The trend table's rows and statistics (written by the browser into the boxes the server
    // filled: jsdom has a document, so the server side here leaves them empty —
    // TrendRows.server.test.tsx).
    const rows = result.container.querySelectorAll('[data-testid="trend-body"] [role="row"]').length;
    const stats = result.container.querySelector('[data-testid="trend-stats"]')?.textContent ?? '';
    result.unmount(); // before the page's pictures start (jsdom draws no canvas)
    expect(result.html).toContain(shown);
    expect(result.html).not.toContain('data-testid="page-loading"');
    expect(result.errors).toEqual([]);
    expect(result.fetched).toEqual([]);
    expect(Object.keys(result.recorded)).toHaveLength(1);
    if (path.includes('/trend/')) {
      expect(rows).toBe(30);
      expect(stats).toContain('出现次数');
      // What the server sent stays as it was; the browser's rows and statistics come after it
      // (the segment window's rule, a <style>'s text, is measured anew: left out).
      const text = (t: string | undefined) => (t ?? '').replace(/\.tt\[data-sw[^}]*\}/g, '');
      expect(text(result.before)).toContain('期号');
      expect(text(result.after).startsWith(text(result.before))).toBe(true);
    } else expect(result.after).toBe(result.before);
  });

  it('prepares nothing for an index page or an unknown lottery (they render from the shell’s list)', async () => {
    const { root, http } = await side();
    for (const path of ['/lottery/trend', '/lottery/trend/nope', '/changltx/x'])
      expect(
        await desktop.prepareFirstView({
          path,
          prefix: path.startsWith('/changltx') ? '/changltx' : '/lottery/trend',
          root,
          client: http,
        }),
      ).toBeUndefined();
  });
});
