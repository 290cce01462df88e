import fs from 'node:fs';
import path from 'node:path';
import { spawnLogged, stopProcess } from './proc';
import type { Spawned } from './proc';

export interface NodeHealth {
  ok: boolean;
  database: string;
  engine: 'leader' | 'standby' | 'off';
}

/** One server process (the compiled server, server/dist/main.js) of the cluster. */
export class ServerNode {
  private proc: Spawned | null = null;
  /** Exits of this node so far that nobody asked for (code or signal). */
  readonly unexpectedExits: Array<number | string> = [];
  private stopping = false;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly root: string,
    private readonly env: Record<string, string>,
    private readonly logFile: string,
    private readonly echo?: (line: string) => void,
    private readonly pidFile?: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.proc?.child.pid;
  }

  get alive(): boolean {
    return !!this.proc && this.proc.child.exitCode === null && this.proc.child.signalCode === null;
  }

  start(): void {
    if (this.alive) return;
    this.stopping = false;
    fs.mkdirSync(this.env.DATA_DIR, { recursive: true });
    this.proc = spawnLogged(
      process.execPath,
      ['--enable-source-maps', path.join(this.root, 'server', 'dist', 'main.js')],
      {
        cwd: this.root,
        env: { ...process.env, ...this.env },
        logFile: this.logFile,
        echo: this.echo,
        pidFile: this.pidFile,
      },
    );
    const proc = this.proc;
    void proc.exited.then((code) => {
      if (!this.stopping && this.proc === proc) {
        this.unexpectedExits.push(code);
        this.echo?.(`进程退出（${code}）`);
      }
    });
  }

  /** kill -9 (or another signal) without waiting: a crash, as the fault suite wants it. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.proc) return;
    this.stopping = true;
    this.proc.child.kill(signal);
    await this.proc.exited;
  }

  /** A clean stop: SIGINT (the server closes its streams and connections), SIGKILL after 15 s. */
  async stop(): Promise<void> {
    if (!this.proc) return;
    this.stopping = true;
    await stopProcess(this.proc, 'SIGINT', 15_000);
  }

  async health(): Promise<NodeHealth | null> {
    try {
      const r = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(3000) });
      return r.ok ? ((await r.json()) as { data: NodeHealth }).data : null;
    } catch {
      return null;
    }
  }

  async ready(): Promise<boolean> {
    try {
      return (await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(3000) })).status === 200;
    } catch {
      return false;
    }
  }

  /** Resident memory in KiB (Linux /proc), or null when not running. */
  rssKb(): number | null {
    if (!this.alive || !this.pid) return null;
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${this.pid}/status`, 'utf8'));
      return m ? Number(m[1]) : null;
    } catch {
      return null;
    }
  }
}
