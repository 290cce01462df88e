import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sleep } from '../../../ops/cluster/proc';
import type { ServerNode } from '../../../ops/cluster/node';
import { allNodesUp, awaitDelivery } from '../lib/context';
import type { FaultContext } from '../lib/context';
import { seriesFaults } from '../lib/db';
import { figure } from '../lib/figures';
import type { DeliveryReport, SseClient } from '../lib/sse';
import { openClients } from '../lib/sse';

/** The product's bound on a draw-engine fail-over. */
export const TAKEOVER_LIMIT_MS = 10_000;
const CLIENTS = 30;

/** kill -9 of the engine leader: another node takes over in time; no period lost or written twice. */
export function leaderKillScenario(ctx: FaultContext): void {
  let clients: SseClient[] = [];
  let leader: ServerNode;
  let successor: ServerNode | null = null;
  let takeoverMs = Infinity;
  let report: DeliveryReport;
  let series: ReturnType<typeof seriesFaults>;

  before(
    async () => {
      await allNodesUp(ctx);
      leader = (await ctx.cluster.leader()) as ServerNode;
      assert.ok(leader, 'a node leads the engine');
      clients = await openClients(ctx.eventsUrl, CLIENTS, { reconnect: true });
      const from = await ctx.ledger.lastId();
      const lastBefore = await ctx.ledger.writtenAfter(from - 1, from, ctx.code);
      const t0 = performance.now();
      await leader.kill('SIGKILL');
      const end = t0 + 60_000;
      while (!successor && performance.now() < end) {
        for (const n of ctx.cluster.nodes) {
          if (n !== leader && n.alive && (await n.health())?.engine === 'leader') successor = n;
        }
        if (!successor) await sleep(100);
      }
      takeoverMs = performance.now() - t0;
      figure('leader kill', 'killed', leader.name);
      figure('leader kill', 'takeover (kill → another node reports leader)', Math.round(takeoverMs), 'ms');
      figure('leader kill', 'new leader', successor?.name ?? 'none');
      const to = await ctx.ledger.waitForDraws(from, 3, 60_000);
      const expected = await ctx.ledger.writtenAfter(from, to, ctx.code);
      const first = expected[0];
      const gapFrom = lastBefore[0]?.ms ?? first.ms;
      series = seriesFaults(await ctx.ledger.series(ctx.code, gapFrom), ctx.intervalMs);
      figure('leader kill', 'periods since the last one before the kill', series.draws);
      figure(
        'leader kill',
        'periods lost / written twice',
        `${series.missing} / ${series.extra + series.repeatedPeriods}`,
      );
      report = await awaitDelivery(clients, expected);
      figure('leader kill', 'clients with every draw exactly once', `${report.complete} / ${CLIENTS}`);
      figure(
        'leader kill',
        'draws missing / duplicated (sum over clients)',
        `${report.missing} / ${report.duplicates}`,
      );
      leader.start();
      await ctx.cluster.waitReady(leader, 120_000);
    },
    { timeout: 300_000 },
  );

  after(() => {
    for (const c of clients) c.close();
  });

  it(`another node takes the engine over within ${TAKEOVER_LIMIT_MS / 1000} s`, () => {
    assert.ok(successor, 'a successor');
    assert.ok(takeoverMs <= TAKEOVER_LIMIT_MS, `takeover took ${Math.round(takeoverMs)} ms`);
  });

  it('no period is lost or written twice across the fail-over', () => {
    assert.ok(series.draws >= 3);
    assert.equal(series.missing, 0);
    assert.equal(series.extra, 0);
    assert.equal(series.repeatedPeriods, 0);
  });

  it('live-event clients receive every draw exactly once across the fail-over', () => {
    assert.equal(report.missing, 0);
    assert.equal(report.duplicates, 0);
    assert.equal(report.complete, CLIENTS);
  });
}
