import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { processState, selfIdentity } from './processIdentity';
import type { ProcessIdentity } from './processIdentity';

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

/** What a lock file holds: the process, why it holds the folder, and a token only it knows. */
interface Holder extends ProcessIdentity {
  purpose: string;
  since: string;
  token: string;
  released?: true;
}

export interface DataDirLock {
  /** Gives the folder up (once; later calls do nothing). */
  release(): Promise<void>;
  /** Null while this process holds the folder, else why it no longer does. */
  lost(): string | null;
  /**
   * Checks every `intervalMs` that the folder is still this process's and calls `onLost` once
   * if it is not (the lock file removed or replaced by hand, another process's generation).
   */
  watch(onLost: (reason: string) => void, intervalMs?: number): void;
}

const PREFIX = 'db.lock.';
/** The lock directory proper-lockfile kept (servers before this lock); refreshed every 5 s while held. */
const LEGACY = 'db.lock';
const LEGACY_STALE_MS = 15_000;

const generations = (dir: string): number[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(PREFIX) && /^\d+$/.test(f.slice(PREFIX.length)))
    .map((f) => Number(f.slice(PREFIX.length)))
    .sort((a, b) => a - b);

const fileOf = (dir: string, generation: number) => path.join(dir, `${PREFIX}${generation}`);

function readHolder(file: string): Holder | null {
  try {
    const h = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
    return typeof h.pid === 'number' && typeof h.host === 'string' && typeof h.token === 'string' ? h : null;
  } catch {
    return null;
  }
}

/** A file with `holder` in it, complete before it gets its final name (link or rename: atomic). */
function writeTemp(dir: string, holder: Holder): string {
  const temp = path.join(dir, `.${PREFIX}tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  const fd = fs.openSync(temp, 'wx');
  try {
    fs.writeSync(fd, JSON.stringify(holder));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return temp;
}

function unlinkQuietly(file: string): void {
  try {
    fs.unlinkSync(file);
  } catch {
    // already gone
  }
}

function busy(dataDir: string, purpose: string, detail: string): DataDirBusyError {
  return new DataDirBusyError(
    `数据目录 ${dataDir} 正被另一个进程使用（${detail}；${purpose} 无法继续）。请先停止服务器，或设置 DATABASE_URL 使用 PostgreSQL。`,
  );
}

/** Refuses when the newest lock file names a process that may still write (running, stopped, or on another host). */
function refuseIfHeld(dataDir: string, purpose: string, top: number | undefined): void {
  const legacy = path.join(dataDir, LEGACY);
  const legacyStat = fs.statSync(legacy, { throwIfNoEntry: false });
  if (legacyStat && Date.now() - legacyStat.mtimeMs < LEGACY_STALE_MS)
    throw busy(dataDir, purpose, '一个旧版本的服务器');
  if (top === undefined) return;
  const file = fileOf(dataDir, top);
  const holder = readHolder(file);
  if (!holder) {
    if (!fs.existsSync(file)) return; // released and removed meanwhile: the caller tries again
    throw busy(dataDir, purpose, `锁文件 ${file} 无法识别；确认没有进程在使用后可删除它`);
  }
  if (holder.released) return;
  const state = processState(holder);
  if (state === 'dead') return;
  const who = `进程 ${holder.pid}（${holder.purpose}，自 ${holder.since}）`;
  if (state === 'unknown')
    throw busy(dataDir, purpose, `${who}在另一台主机 ${holder.host} 上；确认它已停止后可删除 ${file}`);
  throw busy(dataDir, purpose, who);
}

/**
 * Holds the embedded database folder for this process. PGlite is a single-process database: a
 * second writer (another server, the import command) would corrupt it, so both take this lock
 * first and refuse clearly when it is held.
 *
 * The lock is a file `db.lock.<generation>` naming the holder's PID, host, boot and process
 * start time. It is held for as long as that process exists — a stalled or stopped process
 * keeps it, whatever the time — and is free once the process has ended (or the PID names
 * another process). Nothing refreshes it, so nothing can expire. Taking a free folder creates
 * the next generation's file by link(2), which fails when the file exists: of two processes
 * racing for one folder exactly one succeeds; the older generations are then deleted. A
 * released lock keeps its file, marked released, so generations only grow.
 */
export async function lockDataDir(dataDir: string, purpose: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const me: Holder = {
    ...selfIdentity(),
    purpose,
    since: new Date().toISOString(),
    token: crypto.randomBytes(16).toString('hex'),
  };
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = generations(dataDir);
    const top = before.at(-1);
    refuseIfHeld(dataDir, purpose, top);
    const mine = (top ?? 0) + 1;
    const temp = writeTemp(dataDir, me);
    try {
      fs.linkSync(temp, fileOf(dataDir, mine));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      continue; // another process took this generation first: look again
    } finally {
      unlinkQuietly(temp);
    }
    const after = generations(dataDir);
    if (after.at(-1) !== mine) {
      // A newer generation exists: we linked a number from an outdated look. Ours is void.
      unlinkQuietly(fileOf(dataDir, mine));
      continue;
    }
    for (const g of after) if (g < mine) unlinkQuietly(fileOf(dataDir, g));
    return heldLock(dataDir, mine, me);
  }
  throw busy(dataDir, purpose, '多个进程同时在抢占');
}

function heldLock(dataDir: string, generation: number, me: Holder): DataDirLock {
  const file = fileOf(dataDir, generation);
  let released = false;
  let timer: NodeJS.Timeout | null = null;
  const lost = (): string | null => {
    if (released) return '已释放';
    const holder = readHolder(file);
    if (!holder || holder.token !== me.token) return `锁文件 ${file} 已被删除或替换`;
    const top = generations(dataDir).at(-1);
    if (top !== generation) return `另一个进程已取得数据目录（${fileOf(dataDir, top ?? 0)}）`;
    return null;
  };
  return {
    lost,
    watch(onLost, intervalMs = 2000) {
      if (timer) clearInterval(timer);
      timer = setInterval(() => {
        const reason = lost();
        if (reason === null || released) return;
        if (timer) clearInterval(timer);
        timer = null;
        onLost(reason);
      }, intervalMs);
      timer.unref();
    },
    async release() {
      if (released) return;
      if (timer) clearInterval(timer);
      timer = null;
      const stillMine = lost() === null;
      released = true;
      if (!stillMine) return;
      // Marked released in place (rename is atomic): the generation number stays taken.
      const temp = writeTemp(dataDir, { ...me, released: true });
      fs.renameSync(temp, file);
    },
  };
}
