/**
 * Picture-library benchmark (npm run bench runs it; prints figures, asserts nothing):
 *  1. generating every paper of one draw: one draw of each six-mark and PK10 lottery through the
 *     outbox consumer (models, SVG, gzip, insert) — ms per draw, target ≤ 50 ms;
 *  2. backfill: the papers of 450 香港六合彩 draws and 1,152 极速赛车 draws as at first start;
 *  3. listing: GET tukus/categoriesByPinyin and tukus/images (a category of 1,152 papers, a page
 *     in the middle, a date range) through the app, median and p95 of 50 — target ≤ 5 ms;
 *     and a paper served (gzip bytes from the database).
 * Embedded PGlite in this process, or PostgreSQL with DATABASE_URL.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { generateBalls, lastSlots, nextSlot, seededRandomInt } from '@cp/shared/domain';
import { buildApp } from '../src/app';
import type { App } from '../src/app';
import type { OutboxRow } from '../src/plugins/outbox';
import { loadConfig } from '../src/config';
import { dropBenchDb, freshBenchDb } from './benchDb';

let now = Date.parse('2026-11-25T10:00:30+08:00');
const clock = { now: () => now };
const rnd = seededRandomInt(23);
const fmt = (ms: number) => ms.toFixed(1);
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function writeHistory(app: App, code: string, count: number) {
  const lottery = app.catalogue.get(code);
  const rows = lastSlots(lottery.schedule, now, count).map((s) => ({
    code,
    period: s.period,
    drawTime: s.drawTime,
    balls: generateBalls(lottery.group, rnd),
  }));
  for (let i = 0; i < rows.length; i += 5000) await app.drawRepo.insert(code, rows.slice(i, i + 5000), 'simulated');
}

async function main() {
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  const db = await freshBenchDb('gallery');
  const config = loadConfig({ SIMULATE: 'none', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db, clock, logger: false, rateLimitPerMinute: 0 });
  await app.ready();
  const codes = app.catalogue.list.filter((l) => l.group === 'hk6' || l.group === 'pk10').map((l) => l.code);

  // Backfill (all consumers run: predictions and guesses too, as at a real first start; the figure
  // below is the gallery's own, from a drain with only its rows pending).
  await writeHistory(app, 'hk6', 450);
  await writeHistory(app, 'jspk10', 1152);
  const t0 = performance.now();
  await app.outbox.drain();
  const backfill = performance.now() - t0;
  const papers = await db.query<{ n: number; kb: number }>(
    `SELECT count(*)::int AS n, round(sum(length(svg_gzip) + length(model::text)) / 1024.0)::int AS kb FROM gallery_papers`,
  );
  console.log(
    `backfill of 450 香港六合彩 + 1,152 极速赛车 draws, every consumer: ${(backfill / 1000).toFixed(1)} s; ` +
      `${papers.rows[0].n} papers, ${papers.rows[0].kb} KB stored (gzip'd SVG + model)`,
  );
  for (const code of codes) if (code !== 'hk6' && code !== 'jspk10') await writeHistory(app, code, 200);
  await app.outbox.drain();

  // One draw of every six-mark and PK10 lottery, the gallery consumer alone timed.
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const rows: Array<{ code: string; period: string; drawTime: number; balls: number[] }> = [];
    for (const code of codes) {
      const lottery = app.catalogue.get(code);
      const slot = nextSlot(lottery.schedule, now);
      now = Math.max(now, slot.drawTime + 1000);
      rows.push({ code, period: slot.period, drawTime: slot.drawTime, balls: generateBalls(lottery.group, rnd) });
    }
    const outbox: OutboxRow[] = [];
    for (const r of rows) {
      await app.drawRepo.insert(r.code, [r], 'ingest');
      outbox.push({ id: 0, ...r, kind: 'draw' as const });
    }
    const t = performance.now();
    await db.transaction((tx) => app.gallery.keeper.keep(tx, outbox));
    times.push((performance.now() - t) / rows.length);
    await app.outbox.drain();
  }
  console.log(
    `every paper of one draw (${codes.length} lotteries, 3–4 papers each + the next prediction): ` +
      `median ${fmt(percentile(times, 50))} ms per draw (runs ${times.map(fmt).join(', ')}) — target ≤ 50 ms`,
  );

  const mid = (await app.inject('/v1/cp168/wap/tukus/images?categoryId=jspk10-kj&page=20&size=30')).json().data.list[0]
    .period;
  const day = new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
  const urls: Array<[string, string, Record<string, string>?]> = [
    ['categoriesByPinyin liuHe', '/v1/cp168/wap/tukus/categoriesByPinyin?cpType=liuHe'],
    ['categoriesByPinyin pk10', '/v1/cp168/wap/tukus/categoriesByPinyin?cpType=pk10'],
    ['images, newest', '/v1/cp168/wap/tukus/images?categoryId=jspk10-kj'],
    ['images, a middle period', `/v1/cp168/wap/tukus/images?categoryId=jspk10-kj&period=${mid}`],
    ['images, a date range', `/v1/cp168/wap/tukus/images?categoryId=jspk10-kj&from=${day}&to=${day}`],
    [
      'a paper (gzip)',
      `/v1/cp168/tukus/papers/hk6-sxb/${(await app.inject('/v1/cp168/wap/tukus/images?categoryId=hk6-sxb')).json().data.current.period}.svg`,
      { 'accept-encoding': 'gzip' },
    ],
  ];
  for (const [label, url, headers] of urls) {
    const xs: number[] = [];
    for (let i = 0; i < 55; i++) {
      const t = performance.now();
      const res = await app.inject({ url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      if (i >= 5) xs.push(performance.now() - t);
    }
    console.log(
      `${label.padEnd(26)} median ${fmt(percentile(xs, 50))} ms, p95 ${fmt(percentile(xs, 95))} ms — target ≤ 5 ms`,
    );
  }
  await app.close();
  await dropBenchDb(db);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
