/**
 * The servers the trend specs need: one with real published draws (福彩3D, 六合彩) imported and
 * nothing else simulated, and one where 极速赛车 draws every few seconds (the live test). Under
 * e2e/playwright.config.ts these are its two servers (REAL_URL, LIVE_URL); otherwise (running a
 * spec or the benchmark alone) one server of our own does both: the real draws imported into a
 * fresh DATA_DIR and only 极速赛车 simulated, every LIVE_INTERVAL_SECONDS. TREND_REALDATA_URL
 * (and TREND_LIVE_URL) name running servers instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LIVE_URL, REAL_URL } from '../support/env';

const ROOT = path.resolve(__dirname, '..', '..');
export const LIVE_CODE = 'jspk10';
export const LIVE_INTERVAL_SECONDS = 8;

/**
 * Where a real history is: REAL_DATA_DIR, the repository's server fixtures (the same files the
 * e2e config imports), or the last 400 draws kept as domain fixtures (enough for 30–90 draws).
 */
function realFile(name: 'fc3d' | 'marksix'): string {
  const candidates = [
    process.env.REAL_DATA_DIR && path.join(process.env.REAL_DATA_DIR, `${name}.jsonl`),
    path.join(ROOT, 'server', 'test', 'fixtures', 'real', name === 'fc3d' ? 'fc3d.last1000.jsonl' : 'marksix.jsonl'),
    path.join(ROOT, 'shared', 'src', 'domain', 'trends', '__fixtures__', `${name}.last400.jsonl`),
  ].filter(Boolean) as string[];
  return candidates.find((f) => fs.existsSync(f)) ?? candidates[candidates.length - 1];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const healthy = async (url: string) => {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
};

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`trend server exited with ${child.exitCode}`);
    if (await healthy(url)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`trend server at ${url} did not answer /healthz`);
}

export interface RealDataServer {
  /** Real 福彩3D and 六合彩 draws, nothing simulated there. */
  url: string;
  /** 极速赛车 draws every few seconds. */
  liveUrl: string;
  stop(): Promise<void>;
}

export async function startRealDataServer(): Promise<RealDataServer> {
  const noop = async () => undefined;
  if (process.env.TREND_REALDATA_URL) {
    const url = process.env.TREND_REALDATA_URL.replace(/\/$/, '');
    return { url, liveUrl: (process.env.TREND_LIVE_URL ?? url).replace(/\/$/, ''), stop: noop };
  }
  if ((await healthy(REAL_URL)) && (await healthy(LIVE_URL))) return { url: REAL_URL, liveUrl: LIVE_URL, stop: noop };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trend-e2e-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SIMULATE: LIVE_CODE,
    JISU_INTERVAL_SECONDS: String(LIVE_INTERVAL_SECONDS),
    LOG_LEVEL: 'warn',
  };
  for (const [code, file] of [
    ['fc3d', realFile('fc3d')],
    ['hk6', realFile('marksix')],
  ] as const) {
    const r = spawnSync('npm', ['run', 'import', '--', code, file], { cwd: ROOT, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`import of ${code} failed: ${r.stderr || r.stdout}`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', 'serve'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: 'ignore',
  });
  await waitForHealth(url, child);
  return {
    url,
    liveUrl: url,
    async stop() {
      // The server runs in its own process group (npm → tsx → node): end exactly that group.
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
