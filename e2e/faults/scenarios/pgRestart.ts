import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sleep } from '../../../ops/cluster/proc';
import type { ServerNode } from '../../../ops/cluster/node';
import { allNodesUp, awaitDelivery } from '../lib/context';
import type { FaultContext } from '../lib/context';
import { seriesFaults } from '../lib/db';
import { figure } from '../lib/figures';
import { GetLoad } from '../lib/load';
import type { LoadResult } from '../lib/load';
import type { DeliveryReport, SseClient } from '../lib/sse';
import { openClients } from '../lib/sse';

const CLIENTS = 60;

/** Readiness of one node, polled every 100 ms: when it was first seen red, and green again after. */
class ReadinessWatch {
  redAt: number | null = null;
  greenAgainAt: number | null = null;
  private running = true;
  private readonly loop: Promise<void>;

  constructor(private readonly node: ServerNode) {
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    while (this.running) {
      const ready = await this.node.ready();
      const now = performance.now();
      if (!ready && this.redAt === null) this.redAt = now;
      if (ready && this.redAt !== null && this.greenAgainAt === null) this.greenAgainAt = now;
      await sleep(100);
    }
  }

  stop(): Promise<void> {
    this.running = false;
    return this.loop;
  }
}

/** PostgreSQL restarted under load: nodes reconnect and re-listen, readiness red then green, no draw lost. */
export function pgRestartScenario(ctx: FaultContext): void {
  let clients: SseClient[] = [];
  let watches: ReadinessWatch[] = [];
  let load: LoadResult;
  let report: DeliveryReport;
  let series: ReturnType<typeof seriesFaults>;
  let leaderAfter: ServerNode | null = null;

  before(
    async () => {
      await allNodesUp(ctx);
      clients = await openClients(ctx.eventsUrl, CLIENTS, { reconnect: true });
      const traffic = new GetLoad(ctx.cluster.url, [`/v1/cp168/apis/draw/info/${ctx.code}`, '/healthz'], 4);
      watches = ctx.cluster.nodes.map((n) => new ReadinessWatch(n));
      await sleep(1000);
      const from = await ctx.ledger.lastId();
      const lastBefore = await ctx.ledger.writtenAfter(from - 1, from, ctx.code);
      const t0 = performance.now();
      await ctx.cluster.pg.stop();
      const tDown = performance.now();
      await ctx.cluster.pg.start();
      const tUp = performance.now();
      figure('PostgreSQL restart', 'fast shutdown', Math.round(tDown - t0), 'ms');
      figure('PostgreSQL restart', 'down (stop + start)', Math.round(tUp - t0), 'ms');
      await Promise.all(ctx.cluster.nodes.map((n) => ctx.cluster.waitReady(n, 60_000)));
      for (const [i, w] of watches.entries()) {
        const name = ctx.cluster.nodes[i].name;
        figure(
          'PostgreSQL restart',
          `${name} readiness red → green`,
          w.redAt === null || w.greenAgainAt === null
            ? 'not observed'
            : `${Math.round(w.redAt - t0)} → ${Math.round(w.greenAgainAt - t0)} ms after the stop (${Math.round(w.greenAgainAt - tUp)} ms after the server was back)`,
        );
      }
      const end = performance.now() + 30_000;
      while (!(leaderAfter = await ctx.cluster.leader()) && performance.now() < end) await sleep(200);
      figure('PostgreSQL restart', 'engine leader afterwards', leaderAfter?.name ?? 'none');
      const to = await ctx.ledger.waitForDraws(from, 3, 60_000);
      const expected = await ctx.ledger.writtenAfter(from, to, ctx.code);
      report = await awaitDelivery(clients, expected);
      load = await traffic.stop();
      await Promise.all(watches.map((w) => w.stop()));
      series = seriesFaults(await ctx.ledger.series(ctx.code, lastBefore[0]?.ms ?? expected[0].ms), ctx.intervalMs);
      figure('PostgreSQL restart', 'GET requests through the proxy meanwhile', load.requests);
      figure('PostgreSQL restart', 'GET requests failed', load.failed, JSON.stringify(load.statuses));
      figure(
        'PostgreSQL restart',
        'periods lost / written twice',
        `${series.missing} / ${series.extra + series.repeatedPeriods}`,
      );
      figure('PostgreSQL restart', 'draws written since the restart began', expected.length);
      figure('PostgreSQL restart', 'clients with every draw exactly once', `${report.complete} / ${CLIENTS}`);
      figure(
        'PostgreSQL restart',
        'draws missing / duplicated (sum over clients)',
        `${report.missing} / ${report.duplicates}`,
      );
      figure('PostgreSQL restart', 'event streams that reconnected', clients.filter((c) => c.reconnects > 0).length);
    },
    { timeout: 300_000 },
  );

  after(async () => {
    for (const c of clients) c.close();
    await Promise.all(watches.map((w) => w.stop()));
  });

  it('every node lives through it: readiness goes red, then green again', () => {
    for (const n of ctx.cluster.nodes) assert.deepEqual(n.unexpectedExits, [], `${n.name} exited`);
    for (const [i, w] of watches.entries()) {
      assert.notEqual(w.redAt, null, `${ctx.cluster.nodes[i].name} never reported not ready`);
      assert.notEqual(w.greenAgainAt, null, `${ctx.cluster.nodes[i].name} never became ready again`);
    }
  });

  it('the draw engine resumes on one node and no period is lost or written twice', () => {
    assert.ok(leaderAfter, 'a leader after the restart');
    assert.ok(series.draws >= 3);
    assert.equal(series.missing, 0);
    assert.equal(series.extra, 0);
    assert.equal(series.repeatedPeriods, 0);
  });

  it('LISTEN resumes: live-event clients receive every draw exactly once across the restart', () => {
    assert.equal(report.missing, 0);
    assert.equal(report.duplicates, 0);
    assert.equal(report.complete, CLIENTS);
  });
}
