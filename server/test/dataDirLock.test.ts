import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirBusyError, lockDataDir } from '../src/db/dataDirLock';
import { processState, selfIdentity } from '../src/db/processIdentity';

/**
 * The embedded database folder's lock (issue 14 item 5): a living process — even one stopped
 * for longer than the 15 s after which the lock of earlier builds went stale — keeps it; a dead
 * one does not; a server that finds it lost stops cleanly. Real processes, no timed assertions.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const TSX = ['--import', 'tsx'];
const HOLDER = path.join(__dirname, 'fixtures', 'processes', 'lockHolder.ts');
const made: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-lock-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function nextMessage(child: ChildProcess): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as Record<string, unknown>));
    child.once('exit', (code) => reject(new Error(`child exited (${code})`)));
  });
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...TSX, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('the data folder lock', () => {
  it('refuses a second holder in the same process and frees the folder on release', async () => {
    const dir = tmp();
    const lock = await lockDataDir(dir, 'server');
    await expect(lockDataDir(dir, 'import')).rejects.toThrow(DataDirBusyError);
    await expect(lockDataDir(dir, 'import')).rejects.toThrow(`进程 ${process.pid}（server`);
    expect(lock.lost()).toBeNull();
    await lock.release();
    const again = await lockDataDir(dir, 'import');
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('db.lock.'))).toEqual(['db.lock.2']);
    await again.release();
  });

  it('knows a living process from a dead one and from a reused PID', () => {
    const me = selfIdentity();
    expect(processState(me)).toBe('alive');
    expect(processState({ ...me, start: me.start === null ? null : `${me.start}1` })).toBe(
      me.start === null ? 'alive' : 'dead',
    );
    expect(processState({ ...me, host: `${me.host}-elsewhere` })).toBe('unknown');
  });

  it('is kept by a stopped process, refused to import with a clear message, and freed when it dies', async () => {
    const dir = tmp();
    const holder = fork(HOLDER, [dir], { cwd: ROOT, execArgv: TSX, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    try {
      expect(await nextMessage(holder)).toEqual({ locked: true });
      holder.kill('SIGSTOP');
      await sleep(16_000); // longer than the 15 s stale time of the lock this one replaced
      const file = path.join(dir, 'rows.jsonl');
      fs.writeFileSync(file, '{"period":"2026324","drawDate":"2026-11-20","balls":[1,2,3]}\n');
      const imported = await run(['server/src/cli/import.ts', 'fc3d', file], { DATA_DIR: dir, SIMULATE: 'none' });
      expect(imported.code).toBe(1);
      expect(imported.out).toContain(`导入失败：数据目录 ${dir} 正被另一个进程使用（进程 ${holder.pid}（server`);
      expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
      await expect(lockDataDir(dir, 'import')).rejects.toThrow(DataDirBusyError);

      holder.kill('SIGCONT');
      const check = nextMessage(holder);
      holder.send('check');
      expect(await check).toEqual({ lost: null });

      const exited = new Promise((r) => holder.once('exit', r));
      holder.kill('SIGKILL');
      await exited;
      const taken = await lockDataDir(dir, 'import');
      expect(taken.lost()).toBeNull();
      await taken.release();
    } finally {
      holder.kill('SIGKILL');
    }
  }, 180_000);

  it('of processes racing for a free folder, or for one whose holder died, exactly one gets it', async () => {
    const dir = tmp();
    const race = async (n: number) => {
      const children = Array.from({ length: n }, () =>
        fork(HOLDER, [dir], { cwd: ROOT, execArgv: TSX, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
      );
      const first = await Promise.all(children.map((c) => nextMessage(c).catch(() => ({ exited: true }))));
      return { children, winners: children.filter((_, i) => (first[i] as { locked?: boolean }).locked === true) };
    };
    const round1 = await race(4);
    try {
      expect(round1.winners).toHaveLength(1);
      const exited = new Promise((r) => round1.winners[0].once('exit', r));
      round1.winners[0].kill('SIGKILL');
      await exited;
      const round2 = await race(4);
      try {
        expect(round2.winners).toHaveLength(1);
        const check = nextMessage(round2.winners[0]);
        round2.winners[0].send('check');
        expect(await check).toEqual({ lost: null });
      } finally {
        for (const c of round2.children) c.kill('SIGKILL');
      }
    } finally {
      for (const c of round1.children) c.kill('SIGKILL');
    }
  }, 180_000);

  it('a server that finds its lock taken stops cleanly with a clear message and exit code 3', async () => {
    const dir = tmp();
    const server = spawn(process.execPath, [...TSX, 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: '18251',
        HOST: '127.0.0.1',
        SIMULATE: 'none',
        ENGINE: 'off',
        SHELL_DIR: path.join(dir, 'no-shell'),
        RELEASES_DIR: path.join(dir, 'releases'),
      },
    });
    let out = '';
    const listening = new Promise<void>((resolve) => {
      const onData = (d: Buffer) => {
        out += d;
        if (out.includes('Server listening')) resolve();
      };
      server.stdout.on('data', onData);
      server.stderr.on('data', onData);
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      await Promise.race([listening, exited]);
      const generation = fs
        .readdirSync(dir)
        .filter((f) => f.startsWith('db.lock.'))
        .map((f) => Number(f.slice('db.lock.'.length)));
      expect(generation).toHaveLength(1);
      // Another process's lock file of a newer generation: what taking the folder by hand leaves.
      fs.writeFileSync(
        path.join(dir, `db.lock.${generation[0] + 1}`),
        JSON.stringify({ ...selfIdentity(), purpose: 'import', since: new Date().toISOString(), token: 'other' }),
      );
      expect(await exited).toBe(3);
      expect(out).toContain('数据目录锁已失效：另一个进程已取得数据目录');
      expect(out).not.toMatch(/ECOMPROMISED|Uncaught|UnhandledPromiseRejection/);
    } finally {
      server.kill('SIGKILL');
    }
  }, 180_000);
});
