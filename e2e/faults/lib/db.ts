import pg from 'pg';

export interface WrittenDraw {
  id: number;
  code: string;
  period: string;
  ms: number;
}

/** Reads what the cluster wrote, straight from its PostgreSQL (a short connection per call: it may restart). */
export class DrawLedger {
  constructor(private readonly url: string) {}

  private async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  /** The newest outbox id: every draw written so far has an id at or below it. */
  async lastId(): Promise<number> {
    const rows = await this.query<{ id: string | null }>('SELECT max(id) AS id FROM draw_outbox');
    return Number(rows[0].id ?? 0);
  }

  /** Draws written after outbox id `after` (up to `upTo`), in commit order. */
  async writtenAfter(after: number, upTo = Number.MAX_SAFE_INTEGER, code?: string): Promise<WrittenDraw[]> {
    const rows = await this.query<{ id: string; code: string; period: string; ms: string }>(
      `SELECT o.id, o.code, o.period, (extract(epoch FROM d.draw_time) * 1000)::bigint AS ms
         FROM draw_outbox o JOIN draws d ON d.code = o.code AND d.period = o.period
        WHERE o.id > $1 AND o.id <= $2 AND ($3::text IS NULL OR o.code = $3)
        ORDER BY o.id`,
      [after, upTo, code ?? null],
    );
    return rows.map((r) => ({ id: Number(r.id), code: r.code, period: r.period, ms: Number(r.ms) }));
  }

  /** Every draw of a lottery from `fromMs` on, by draw time. */
  async series(code: string, fromMs: number): Promise<Array<{ period: string; ms: number }>> {
    const rows = await this.query<{ period: string; ms: string }>(
      `SELECT period, (extract(epoch FROM draw_time) * 1000)::bigint AS ms
         FROM draws WHERE code = $1 AND draw_time >= to_timestamp($2 / 1000.0) ORDER BY draw_time, period`,
      [code, fromMs],
    );
    return rows.map((r) => ({ period: r.period, ms: Number(r.ms) }));
  }

  /** Waits until `count` more draws exist after outbox id `after`; resolves with the newest id. */
  async waitForDraws(after: number, count: number, timeoutMs: number): Promise<number> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const last = await this.lastId().catch(() => after);
      if (last >= after + count) return last;
      if (Date.now() > end) throw new Error(`no ${count} new draws within ${timeoutMs / 1000} s (last id ${last})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Gaps and repeats in a series that should have one draw per interval: the number of missing
 * slots (a step longer than the interval) and of repeated or off-timetable draws (a shorter step).
 */
export function seriesFaults(series: Array<{ period: string; ms: number }>, intervalMs: number) {
  let missing = 0;
  let extra = 0;
  for (let i = 1; i < series.length; i++) {
    const step = series[i].ms - series[i - 1].ms;
    if (step > intervalMs) missing += Math.round(step / intervalMs) - 1;
    if (step < intervalMs) extra += 1;
  }
  const periods = new Set(series.map((s) => s.period));
  return { draws: series.length, missing, extra, repeatedPeriods: series.length - periods.size };
}
