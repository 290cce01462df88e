/**
 * A server of our own for the trend specs: real published draws (福彩3D, 六合彩) imported into a
 * fresh DATA_DIR, nothing simulated except 极速赛车 (drawing every JISU_INTERVAL_SECONDS, for the
 * live test). It serves the built shell and the published remotes like the production server.
 * Set TREND_REALDATA_URL to use a server that is already running instead.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
export const LIVE_CODE = 'jspk10';
export const LIVE_INTERVAL_SECONDS = 8;

/** Where the real histories are: REAL_DATA_DIR, the repository's data/real, or the shared copy. */
function realFile(name: 'fc3d' | 'marksix'): string {
  const dirs = [process.env.REAL_DATA_DIR, path.join(ROOT, 'data', 'real'), '/work/shared/data/real'].filter(
    Boolean,
  ) as string[];
  for (const d of dirs) {
    const f = path.join(d, `${name}.jsonl`);
    if (fs.existsSync(f)) return f;
  }
  // The last 400 draws kept as domain fixtures are enough for windows of 30–90 draws.
  return path.join(ROOT, 'shared', 'src', 'domain', 'trends', '__fixtures__', `${name}.last400.jsonl`);
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

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`trend server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`trend server at ${url} did not answer /healthz`);
}

export interface RealDataServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRealDataServer(): Promise<RealDataServer> {
  if (process.env.TREND_REALDATA_URL)
    return { url: process.env.TREND_REALDATA_URL.replace(/\/$/, ''), stop: async () => undefined };
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
    async stop() {
      // The server runs in its own process group (npm → tsx → node): end exactly that group.
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
