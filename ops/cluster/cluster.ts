import fs from 'node:fs';
import path from 'node:path';
import { LocalPostgres } from './postgres';
import { Nginx } from './nginx';
import { ServerNode } from './node';
import { portInUse, sleep, waitFor } from './proc';

export interface ClusterOptions {
  /** The repository (server/dist, shell/dist, releases). */
  root: string;
  /** Folder of the cluster's state: PostgreSQL data, nginx prefix, logs. */
  dir: string;
  /** nginx's port; the nodes take the next `nodes` ports. */
  port: number;
  nodes: number;
  pgPort: number;
  /** Environment for every node on top of the launcher's own (SIMULATE, JISU_INTERVAL_SECONDS …). */
  env?: Record<string, string>;
  /** Lines of output of every process, by source (node-1, nginx …); everything also goes to dir/logs. */
  echo?: (source: string, line: string) => void;
  /** How long the first start (migrations, backfill) may take to become ready. */
  readyTimeoutMs?: number;
}

/**
 * The production shape on one machine: a PostgreSQL server, several server nodes that all run
 * the draw engine (one leads by advisory lock, the others stand by) and nginx in front of them,
 * all on loopback.
 */
export class Cluster {
  readonly pg: LocalPostgres;
  readonly nodes: ServerNode[];
  readonly nginx: Nginx;
  readonly logDir: string;
  private readonly readyTimeoutMs: number;

  constructor(private readonly options: ClusterOptions) {
    const { root, dir, port } = options;
    this.logDir = path.join(dir, 'logs');
    fs.mkdirSync(this.logDir, { recursive: true });
    // PostgreSQL runs as its own user and must reach its folder inside (a temporary folder is 0700).
    fs.chmodSync(dir, 0o755);
    this.readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
    this.pg = new LocalPostgres(path.join(dir, 'postgres'), options.pgPort);
    const echo = (source: string) => (options.echo ? (line: string) => options.echo?.(source, line) : undefined);
    const shellDir = path.resolve(root, process.env.SHELL_DIR || path.join('shell', 'dist'));
    const releasesDir = path.resolve(root, process.env.RELEASES_DIR || 'releases');
    this.nodes = Array.from({ length: options.nodes }, (_, i) => {
      const name = `node-${i + 1}`;
      const env: Record<string, string> = {
        LOG_LEVEL: 'warn',
        ...options.env,
        PORT: String(port + 1 + i),
        HOST: '127.0.0.1',
        DATABASE_URL: this.pg.url,
        // nginx sets X-Forwarded-For; only it is trusted to (the nodes listen on loopback only).
        TRUST_PROXY: '127.0.0.1',
        ENGINE: 'on',
        DATA_DIR: path.join(dir, name),
        SHELL_DIR: shellDir,
        RELEASES_DIR: releasesDir,
        INIT_CWD: root,
      };
      const log = path.join(this.logDir, `${name}.log`);
      return new ServerNode(name, port + 1 + i, root, env, log, echo(name), path.join(dir, 'pids', `${name}.pid`));
    });
    this.nginx = new Nginx(
      {
        listen: `127.0.0.1:${port}`,
        nodes: this.nodes.map((n) => `127.0.0.1:${n.port}`),
        shellDir,
        releasesDir,
        publicDir: path.join(root, 'server', 'public'),
        prefix: path.join(dir, 'nginx'),
      },
      path.join(this.logDir, 'nginx.log'),
      echo('nginx'),
      path.join(dir, 'pids', 'nginx.pid'),
    );
  }

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** Starts PostgreSQL, the nodes (waiting until each is ready), then nginx. */
  async start(): Promise<void> {
    const ports = [this.options.port, ...this.nodes.map((n) => n.port)];
    const busy = [];
    for (const p of ports) if (await portInUse(p)) busy.push(p);
    if (busy.length) throw new Error(`端口已被占用：${busy.join(', ')}`);
    await this.pg.init();
    if (!(await this.pg.running())) {
      if (await portInUse(this.options.pgPort)) throw new Error(`PostgreSQL 端口已被占用：${this.options.pgPort}`);
      await this.pg.start();
    }
    for (const n of this.nodes) n.start();
    await Promise.all(this.nodes.map((n) => this.waitReady(n)));
    this.nginx.start();
    await waitFor(async () => (await fetch(`${this.url}/readyz`)).status === 200, 'nginx 转发就绪检查', 30_000);
  }

  /** Waits until the node answers /readyz with 200; fails at once if it exits. */
  async waitReady(node: ServerNode, ms = this.readyTimeoutMs): Promise<void> {
    const log = path.join(this.logDir, `${node.name}.log`);
    const end = Date.now() + ms;
    while (!(await node.ready())) {
      if (!node.alive) throw new Error(`${node.name} 启动失败（日志：${log}）`);
      if (Date.now() > end) throw new Error(`${node.name} 在 ${Math.round(ms / 1000)} 秒内未就绪（日志：${log}）`);
      await sleep(200);
    }
  }

  /** The node running the draw engine now, if any answers so. */
  async leader(): Promise<ServerNode | null> {
    for (const n of this.nodes) {
      if (!n.alive) continue;
      if ((await n.health())?.engine === 'leader') return n;
    }
    return null;
  }

  /** Stops nginx, then the nodes (cleanly, in parallel), then PostgreSQL. */
  async stop(): Promise<void> {
    await this.nginx.stop().catch(() => undefined);
    await Promise.all(this.nodes.map((n) => n.stop().catch(() => undefined)));
    await this.pg.stop();
  }
}
