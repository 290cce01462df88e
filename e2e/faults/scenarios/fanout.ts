import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, it } from 'node:test';
import { allNodesUp, awaitDelivery } from '../lib/context';
import type { FaultContext } from '../lib/context';
import { figure } from '../lib/figures';
import type { DeliveryReport, SseClient } from '../lib/sse';
import { badIds, openClients } from '../lib/sse';

export const FANOUT_CLIENTS = Number(process.env.FAULTS_SSE_CLIENTS ?? 1000);
const DRAWS = 3;

/** Established TCP connections to a local port (from /proc through `ss`), or null without ss. */
function connectionsTo(port: number): number | null {
  try {
    const out = execFileSync('ss', ['-Htn', 'state', 'established', `( sport = :${port} )`], { encoding: 'utf8' });
    return out.split('\n').filter(Boolean).length;
  } catch {
    return null;
  }
}

/** 1,000 live-event clients through the proxy, spread over the nodes: every draw reaches each once. */
export function fanoutScenario(ctx: FaultContext): void {
  let clients: SseClient[] = [];
  let report: DeliveryReport;

  before(async () => {
    await allNodesUp(ctx);
    const t0 = performance.now();
    clients = await openClients(ctx.eventsUrl, FANOUT_CLIENTS, { reconnect: true });
    figure('fan-out', 'clients connected', clients.length);
    figure('fan-out', 'time to connect them all', Math.round(performance.now() - t0), 'ms');
    const spread = ctx.cluster.nodes.map((n) => `${n.name} ${connectionsTo(n.port) ?? '?'}`).join(', ');
    figure('fan-out', 'connections per node (incl. the proxy’s kept-alive ones)', spread);
    const from = await ctx.ledger.lastId();
    const to = await ctx.ledger.waitForDraws(from, DRAWS, 60_000);
    const expected = await ctx.ledger.writtenAfter(from, to, ctx.code);
    const t1 = performance.now();
    report = await awaitDelivery(clients, expected);
    figure('fan-out', 'draws written while connected', expected.length);
    figure('fan-out', 'clients that received each of them exactly once', report.complete);
    figure('fan-out', 'draws missing (sum over clients)', report.missing);
    figure('fan-out', 'duplicate deliveries (sum over clients)', report.duplicates);
    figure('fan-out', 'reconnects', report.reconnects);
    figure(
      'fan-out',
      'wait for the last delivery after the last draw was written',
      Math.round(performance.now() - t1),
      'ms',
    );
  });

  after(() => {
    for (const c of clients) c.close();
  });

  it(`each of ${FANOUT_CLIENTS} clients receives every draw exactly once, in order`, () => {
    assert.ok(report.expected >= DRAWS);
    assert.equal(report.missing, 0);
    assert.equal(report.duplicates, 0);
    assert.equal(report.outOfOrder, 0);
    assert.equal(report.complete, FANOUT_CLIENTS);
  });

  it('every event carries an id: one global sequence that only increases', () => {
    assert.equal(badIds(clients), 0);
  });
}
