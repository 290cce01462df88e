import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sleep } from '../../../ops/cluster/proc';
import type { ServerNode } from '../../../ops/cluster/node';
import { allNodesUp, awaitDelivery } from '../lib/context';
import type { FaultContext } from '../lib/context';
import { figure } from '../lib/figures';
import { GetLoad } from '../lib/load';
import type { LoadResult } from '../lib/load';
import type { DeliveryReport, SseClient } from '../lib/sse';
import { openClients } from '../lib/sse';

const CLIENTS = 60;

/** kill -9 of a node that does not run the engine: the proxy routes around it, streams resume. */
export function nodeKillScenario(ctx: FaultContext): void {
  let clients: SseClient[] = [];
  let victim: ServerNode;
  let load: LoadResult;
  let report: DeliveryReport;
  let rejoinMs: number;

  before(
    async () => {
      await allNodesUp(ctx);
      const leader = await ctx.cluster.leader();
      victim = ctx.cluster.nodes.find((n) => n !== leader) as ServerNode;
      clients = await openClients(ctx.eventsUrl, CLIENTS, { reconnect: true });
      const traffic = new GetLoad(ctx.cluster.url, [`/v1/cp168/apis/draw/info/${ctx.code}`, '/v1/public/cp', '/'], 4);
      await sleep(1000);
      const from = await ctx.ledger.lastId();
      await victim.kill('SIGKILL');
      figure('node kill', 'killed', `${victim.name} (not the engine leader)`);
      const to = await ctx.ledger.waitForDraws(from, 3, 60_000);
      const expected = await ctx.ledger.writtenAfter(from, to, ctx.code);
      report = await awaitDelivery(clients, expected);
      load = await traffic.stop();
      figure('node kill', 'GET requests through the proxy meanwhile', load.requests);
      figure('node kill', 'GET requests failed', load.failed, JSON.stringify(load.statuses));
      figure('node kill', 'GET p99 meanwhile', load.p99Ms, 'ms');
      figure('node kill', 'event streams that reconnected', clients.filter((c) => c.reconnects > 0).length);
      figure('node kill', 'draws written since the kill', expected.length);
      figure('node kill', 'clients with every draw exactly once', `${report.complete} / ${CLIENTS}`);
      figure('node kill', 'draws missing / duplicated (sum over clients)', `${report.missing} / ${report.duplicates}`);
      const t0 = performance.now();
      victim.start();
      await ctx.cluster.waitReady(victim, 120_000);
      rejoinMs = performance.now() - t0;
      figure('node kill', 'restart of the killed node to ready', Math.round(rejoinMs), 'ms');
    },
    { timeout: 300_000 },
  );

  after(() => {
    for (const c of clients) c.close();
  });

  it('the proxy routes around the dead node: no GET through it fails', () => {
    assert.ok(load.requests > 0);
    assert.equal(load.failed, 0);
  });

  it('the streams it served reconnect through the proxy and replay: every draw exactly once', () => {
    assert.ok(
      clients.some((c) => c.reconnects > 0),
      'some streams were on the killed node',
    );
    assert.equal(report.missing, 0);
    assert.equal(report.duplicates, 0);
    assert.equal(report.complete, CLIENTS);
  });

  it('the killed node starts again and is ready', async () => {
    assert.ok(victim.alive);
    assert.equal(await victim.ready(), true);
  });
}
