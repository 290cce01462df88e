import fs from 'node:fs';
import os from 'node:os';

/**
 * Who a process is, beyond its PID (which the system reuses): the host, the boot (Linux
 * boot_id) and the process's start time (field 22 of /proc/<pid>/stat, clock ticks since boot).
 * Off Linux the last two are null and only the PID is checked.
 */
export interface ProcessIdentity {
  pid: number;
  host: string;
  boot: string | null;
  start: string | null;
}

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/** Fields 3… of /proc/<pid>/stat (state, ppid, …), or null without /proc or such a process. */
function statFields(pid: number): string[] | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces or ')': fields 3… follow the last ')'.
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : null;
}

/** Start time of a process, or null when unknown (no /proc, or no such process). */
export function processStartTime(pid: number): string | null {
  return statFields(pid)?.[19] ?? null;
}

export function currentBootId(): string | null {
  return readOrNull('/proc/sys/kernel/random/boot_id');
}

export function selfIdentity(): ProcessIdentity {
  return { pid: process.pid, host: os.hostname(), boot: currentBootId(), start: processStartTime(process.pid) };
}

/**
 * Is the process of `id` still running? 'alive' also covers a stopped (SIGSTOP) process: it
 * exists. 'unknown' when it ran on another host, which this one cannot look into.
 */
export function processState(id: ProcessIdentity): 'alive' | 'dead' | 'unknown' {
  if (id.host !== os.hostname()) return 'unknown';
  const boot = currentBootId();
  if (id.boot && boot && id.boot !== boot) return 'dead'; // the machine has restarted since
  try {
    process.kill(id.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return 'dead';
  }
  const fields = statFields(id.pid);
  // Exited but not yet reaped by its parent: it writes nothing any more.
  if (fields?.[0] === 'Z' || fields?.[0] === 'X') return 'dead';
  const start = fields?.[19] ?? null;
  // The PID now names another process (reused after the holder died).
  if (id.start && start && id.start !== start) return 'dead';
  return 'alive';
}
