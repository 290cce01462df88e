import type { Cluster } from '../../../ops/cluster/cluster';
import { sleep } from '../../../ops/cluster/proc';
import type { DrawLedger } from './db';
import type { DeliveryReport, SseClient } from './sse';
import { deliveryReport } from './sse';

/** What every scenario of the fault suite works with. */
export interface FaultContext {
  cluster: Cluster;
  ledger: DrawLedger;
  /** The one lottery the cluster simulates. */
  code: string;
  intervalMs: number;
  /** Its live events through the proxy. */
  eventsUrl: string;
}

/** Starts any node a previous scenario left dead and waits until every node is ready. */
export async function allNodesUp(ctx: FaultContext): Promise<void> {
  for (const n of ctx.cluster.nodes) if (!n.alive) n.start();
  await Promise.all(ctx.cluster.nodes.map((n) => ctx.cluster.waitReady(n, 120_000)));
  // The draw cache loads a lottery on first read: warm it on every node.
  await Promise.all(ctx.cluster.nodes.map((n) => fetch(`${n.url}/v1/cp168/apis/draw/info/${ctx.code}`)));
}

/**
 * Waits (up to `timeoutMs`, a generous bound for a busy machine) until every client has
 * received every expected draw, then reports what each received.
 */
export async function awaitDelivery(
  clients: SseClient[],
  expected: Array<{ code: string; period: string }>,
  timeoutMs = 60_000,
): Promise<DeliveryReport> {
  const end = Date.now() + timeoutMs;
  let report = deliveryReport(clients, expected);
  while (report.complete < clients.length && report.duplicates === 0 && Date.now() < end) {
    await sleep(250);
    report = deliveryReport(clients, expected);
  }
  // Late duplicates would show within a moment.
  await sleep(500);
  return deliveryReport(clients, expected);
}
