import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `check` every `everyMs` until it returns a value other than undefined/false, or throws after `ms`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  ms: number,
  everyMs = 100,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await Promise.resolve()
      .then(check)
      .catch(() => undefined);
    if (v !== undefined && v !== false) return v as T;
    if (Date.now() > end) throw new Error(`等待超时（${Math.round(ms / 1000)} 秒）：${what}`);
    await sleep(everyMs);
  }
}

/** True when something accepts TCP connections on 127.0.0.1:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Spawned {
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}

/**
 * Starts a child in a process group of its own (so a Ctrl-C in the terminal reaches only the
 * launcher, which stops everything in order), its output appended to `logFile` and, when `echo`
 * is given, also printed line by line with a prefix.
 */
export function spawnLogged(
  cmd: string,
  args: string[],
  options: SpawnOptions & { logFile: string; echo?: (line: string) => void; pidFile?: string },
): Spawned {
  const { logFile, echo, pidFile, ...rest } = options;
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  const child = spawn(cmd, args, { ...rest, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  // For a cleanup after a crash of the launcher (the children live in groups of their own).
  if (pidFile && child.pid) {
    fs.mkdirSync(path.dirname(pidFile), { recursive: true });
    fs.writeFileSync(pidFile, String(child.pid));
  }
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    stream.pipe(log, { end: false });
    if (echo) readline.createInterface({ input: stream }).on('line', echo);
  }
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      if (pidFile) fs.rmSync(pidFile, { force: true });
      resolve(code ?? signal ?? 'unknown');
    });
    child.once('error', (err) => {
      log.write(`spawn failed: ${err.message}\n`);
      resolve('spawn-error');
    });
  });
  void exited.then(() => setTimeout(() => log.end(), 100));
  return { child, exited };
}

/** Sends `signal`, then SIGKILL if the process is still there after `graceMs`. */
export async function stopProcess(p: Spawned, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill(signal);
  const timer = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  await p.exited;
  clearTimeout(timer);
}
