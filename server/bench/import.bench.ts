/**
 * Import benchmark (npm run bench runs it; `npx tsx server/bench/import.bench.ts [rows…]` alone):
 * with the compiled import command (server/dist/import.js, built first when stale) it creates an
 * embedded database (a one-draw import: PGlite's first start alone peaks near 800 MB), imports
 * files of 100,000 and 200,000 draws into it, then the same file again (every row unchanged),
 * and prints each run's peak resident memory (the process's maxRSS) and wall time. Asserts
 * nothing: the import streams its file, so the peak should barely grow with the row count.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findLottery, formatBeijingIso, slotsBetween } from '@cp/shared/domain';

const ROOT = path.resolve(__dirname, '..', '..');
const DAY = 86400_000;

/** `rows` consecutive 极速赛车 draws ending now, one JSON object a line. */
function writeFile(file: string, rows: number): number {
  const schedule = findLottery('jspk10')!.schedule;
  const now = Date.now();
  const slots = slotsBetween(schedule, now - Math.ceil(rows / 1152 + 2) * DAY, now).slice(-rows);
  const out = fs.openSync(file, 'w');
  const balls = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  let chunk = '';
  slots.forEach((s, i) => {
    const shift = i % 10;
    const drawn = [...balls.slice(shift), ...balls.slice(0, shift)];
    chunk += `${JSON.stringify({ period: s.period, drawTime: formatBeijingIso(s.drawTime), balls: drawn })}\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(out, chunk);
      chunk = '';
    }
  });
  fs.writeSync(out, chunk);
  fs.closeSync(out);
  return fs.statSync(file).size;
}

/** Runs the compiled import; resolves with its exit code, output, peak RSS (MB) and seconds. */
function runImport(
  dataDir: string,
  file: string,
  code = 'jspk10',
): Promise<{ code: number | null; out: string; mb: number; s: number }> {
  // Preloaded into the import process: prints its peak resident set size as it exits.
  const probe = path.join(dataDir, 'rss-probe.cjs');
  fs.writeFileSync(
    probe,
    "process.on('exit', () => require('fs').writeSync(2, `\\nMAXRSS_KB=${process.resourceUsage().maxRSS}\\n`));\n",
  );
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-r', probe, 'server/dist/import.js', code, file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: path.join(dataDir, 'db'), SIMULATE: 'none', INIT_CWD: ROOT },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const kb = Number(/MAXRSS_KB=(\d+)/.exec(out)?.[1] ?? NaN);
      resolve({
        code,
        out: out.replace(/\s*MAXRSS_KB=\d+\s*/, '').trim(),
        mb: kb / 1024,
        s: (performance.now() - t0) / 1000,
      });
    });
  });
}

async function main() {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean);
  const counts = sizes.length ? sizes : [100_000, 200_000];
  const built = spawnSync(process.execPath, ['server/scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('server build failed');
  console.log(`Node ${process.version}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`);
  console.log('\nnpm run import of 极速赛车 draws into an embedded database (compiled server/dist/import.js)');
  console.log(
    '   rows   file MB   new database: peak RSS MB   import: peak RSS MB, s   again (all unchanged): peak RSS MB, s',
  );
  for (const rows of counts) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-import-'));
    try {
      const seed = path.join(dir, 'fc3d-1.jsonl');
      fs.writeFileSync(seed, '{"period":"2026001","drawDate":"2026-01-01","balls":[1,2,3]}\n');
      const created = await runImport(dir, seed, 'fc3d');
      const file = path.join(dir, `jspk10-${rows}.jsonl`);
      const bytes = writeFile(file, rows);
      const first = await runImport(dir, file);
      const again = await runImport(dir, file);
      for (const r of [created, first, again])
        if (r.code !== 0) throw new Error(`import failed (${r.code}):\n${r.out}`);
      console.log(
        `${String(rows).padStart(7)}   ${(bytes / 2 ** 20).toFixed(1).padStart(7)}   ${created.mb.toFixed(0).padStart(24)}   ${first.mb.toFixed(0).padStart(18)}, ${first.s.toFixed(1)}   ${again.mb.toFixed(0).padStart(27)}, ${again.s.toFixed(1)}`,
      );
      console.log(`         ${first.out.split('\n').at(-1)}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
