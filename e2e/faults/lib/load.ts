import http from 'node:http';

export interface LoadResult {
  requests: number;
  /** Answers other than 2xx, by status. */
  statuses: Record<string, number>;
  /** Requests that got no answer at all (connection refused or reset). */
  errors: number;
  failed: number;
  p99Ms: number;
}

/**
 * Steady GET traffic: `connections` loops, each sending the next request when the last one is
 * answered, over kept-alive connections, until stop(). Measures what clients of the proxy see.
 */
export class GetLoad {
  private running = true;
  private readonly loops: Promise<void>[] = [];
  private readonly agent: http.Agent;
  private readonly latencies: number[] = [];
  private readonly result: LoadResult = { requests: 0, statuses: {}, errors: 0, failed: 0, p99Ms: 0 };

  constructor(
    private readonly base: string,
    private readonly paths: string[],
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    for (let i = 0; i < connections; i++) this.loops.push(this.loop(i));
  }

  private async loop(offset: number): Promise<void> {
    let n = offset;
    while (this.running) {
      const path = this.paths[n++ % this.paths.length];
      const t0 = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = http.get(`${this.base}${path}`, { agent: this.agent, timeout: 30_000 }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(0));
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => resolve(0));
      });
      this.latencies.push(performance.now() - t0);
      this.result.requests += 1;
      if (status === 0) {
        this.result.errors += 1;
        this.result.failed += 1;
        await new Promise((r) => setTimeout(r, 50));
      } else if (status < 200 || status >= 300) {
        this.result.statuses[status] = (this.result.statuses[status] ?? 0) + 1;
        this.result.failed += 1;
      }
    }
  }

  async stop(): Promise<LoadResult> {
    this.running = false;
    await Promise.all(this.loops);
    this.agent.destroy();
    const sorted = [...this.latencies].sort((a, b) => a - b);
    this.result.p99Ms = sorted.length ? Math.round(sorted[Math.floor(sorted.length * 0.99)] * 10) / 10 : 0;
    return this.result;
  }
}
