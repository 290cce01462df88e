import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Debian's PostgreSQL binaries: on PATH, else the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

const execFileAsync = promisify(execFile);

const isRoot = () => process.getuid?.() === 0;

/**
 * A PostgreSQL server of the cluster's own on loopback, started as .ci/run does: initdb (as the
 * `postgres` user when run as root, since initdb refuses root) with trust authentication for
 * the `app` role on 127.0.0.1, and pg_ctl to start, stop and restart it. Its data folder is kept
 * between runs unless it is wiped.
 */
export class LocalPostgres {
  readonly dataDir: string;
  readonly socketDir: string;
  readonly logFile: string;
  readonly url: string;
  private readonly bin: string;

  constructor(
    readonly dir: string,
    readonly port: number,
    readonly database = 'cp',
  ) {
    const bin = postgresBin();
    if (!bin) throw new Error('找不到 PostgreSQL（pg_ctl）：请先安装 Debian 的 postgresql 软件包');
    this.bin = bin;
    this.dataDir = path.join(dir, 'data');
    this.socketDir = path.join(dir, 'sock');
    this.logFile = path.join(dir, 'postgres.log');
    this.url = `postgres://app@127.0.0.1:${port}/${database}`;
  }

  /**
   * Runs one of the PostgreSQL tools (as `postgres` when root), without blocking the event loop,
   * from the cluster's own folder: `postgres` may not enter the caller's (a checkout in a private
   * folder), and pg_ctl will not start a server from a folder it cannot enter.
   */
  private async run(tool: string, args: string[]): Promise<string> {
    const cmd = path.join(this.bin, tool);
    const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    try {
      return (await execFileAsync(file, argv, { encoding: 'utf8', cwd: this.dir })).stdout;
    } catch (err) {
      const e = err as { stderr?: string; message: string };
      throw new Error(`${tool} 失败：${(e.stderr || e.message).trim()}`, { cause: err });
    }
  }

  get initialised(): boolean {
    return fs.existsSync(path.join(this.dataDir, 'PG_VERSION'));
  }

  /** Creates the folder and the database cluster when they do not exist yet. */
  async init(): Promise<void> {
    fs.mkdirSync(this.socketDir, { recursive: true });
    if (isRoot()) execFileSync('chown', ['-R', 'postgres:', this.dir]);
    if (this.initialised) return;
    fs.mkdirSync(this.dataDir, { recursive: true });
    if (isRoot()) execFileSync('chown', ['postgres:', this.dataDir]);
    await this.run('initdb', ['-D', this.dataDir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }

  /** Starts the server and waits until it accepts connections, then creates the database once. */
  async start(): Promise<void> {
    const options = [
      '-c listen_addresses=127.0.0.1',
      `-p ${this.port}`,
      `-k ${this.socketDir}`,
      // Connections of processes that vanished without closing them (a host lost) end within ~20 s.
      '-c tcp_keepalives_idle=10',
      '-c tcp_keepalives_interval=5',
      '-c tcp_keepalives_count=2',
      '-c max_connections=200',
    ].join(' ');
    try {
      await this.run('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-w', '-t', '120', 'start', '-o', options]);
    } catch (err) {
      // pg_ctl only says that it could not; why is in the server's log, which wipe() removes.
      throw new Error(`${(err as Error).message}\n${this.logTail()}`, { cause: err });
    }
    const admin = new pg.Client({ connectionString: `postgres://app@127.0.0.1:${this.port}/postgres` });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [this.database]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(this.database)}`);
    } finally {
      await admin.end();
    }
  }

  /** The last lines of the server's log (what a failed start left there), or a note that there is none. */
  logTail(lines = 20): string {
    try {
      const tail = fs.readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      return `postgres.log（最后 ${lines} 行）：\n${tail}`;
    } catch {
      return 'postgres.log：无';
    }
  }

  /** Fast shutdown: open transactions roll back, every connection is closed. */
  async stop(): Promise<void> {
    if (!(await this.running())) return;
    await this.run('pg_ctl', ['-D', this.dataDir, '-w', '-t', '120', 'stop', '-m', 'fast']);
  }

  async running(): Promise<boolean> {
    if (!this.initialised) return false;
    try {
      await this.run('pg_ctl', ['-D', this.dataDir, 'status']);
      return true;
    } catch {
      return false;
    }
  }

  /** Removes the data folder (the server must be stopped). */
  wipe(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
