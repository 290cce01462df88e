import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { spawnLogged, stopProcess } from './proc';
import type { Spawned } from './proc';

const TEMPLATE = path.join(__dirname, 'nginx.conf.template');
const MODULES = '/usr/lib/nginx/modules';
const BROTLI = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

export interface NginxSite {
  /** host:port nginx listens on. */
  listen: string;
  /** host:port of each node. */
  nodes: string[];
  shellDir: string;
  releasesDir: string;
  publicDir: string;
  /** Folder for the pid file and temporary files. */
  prefix: string;
  accessLog?: string;
  workerProcesses?: number | 'auto';
}

/** Debian's nginx binary, or null. */
export function nginxBin(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim();
  return found.split('\n')[0] || null;
}

/** Brotli needs Debian's libnginx-mod-http-brotli-filter and -static; without them nginx gzips only. */
export function brotliAvailable(): boolean {
  return BROTLI.every((m) => fs.existsSync(path.join(MODULES, m)));
}

/** The nginx configuration for a site: the template with every {{name}} filled in. */
export function renderNginxConf(site: NginxSite): string {
  const brotli = brotliAvailable();
  const values: Record<string, string> = {
    load_modules: brotli ? BROTLI.map((m) => `load_module ${path.join(MODULES, m)};`).join('\n') : '',
    brotli: brotli
      ? [
          '  brotli on;',
          '  brotli_comp_level 5;',
          '  brotli_min_length 1024;',
          '  brotli_types text/plain text/css application/javascript text/javascript application/json image/svg+xml application/xml;',
          '  brotli_static on;',
        ].join('\n')
      : '  # brotli: install libnginx-mod-http-brotli-filter and libnginx-mod-http-brotli-static',
    worker_processes: String(site.workerProcesses ?? 1),
    worker_user: workerUser(site.shellDir),
    prefix: site.prefix,
    access_log: site.accessLog ?? 'off',
    listen: site.listen,
    upstream_servers: site.nodes.map((n) => `    server ${n} max_fails=1 fail_timeout=10s;`).join('\n'),
    node_count: String(site.nodes.length),
    shell_dir: site.shellDir,
    releases_dir: site.releasesDir,
    public_dir: site.publicDir,
  };
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: unknown placeholder {{${name}}}`);
    return values[name];
  });
}

/** nginx as a child process (not a daemon) with its own prefix and configuration. */
export class Nginx {
  private proc: Spawned | null = null;
  readonly confFile: string;

  constructor(
    private readonly site: NginxSite,
    private readonly logFile: string,
    private readonly echo?: (line: string) => void,
    private readonly pidFile?: string,
  ) {
    this.confFile = path.join(site.prefix, 'nginx.conf');
  }

  /** The configuration this nginx runs with. */
  render(): string {
    return renderNginxConf(this.site);
  }

  start(): Spawned {
    const bin = nginxBin();
    if (!bin) throw new Error('找不到 nginx：请先安装 Debian 的 nginx 软件包（apt-get install -y nginx）');
    fs.mkdirSync(path.join(this.site.prefix, 'tmp'), { recursive: true });
    fs.writeFileSync(this.confFile, renderNginxConf(this.site));
    const args = ['-p', this.site.prefix, '-c', this.confFile, '-e', 'stderr', '-g', 'daemon off;'];
    const test = spawnSync(bin, ['-t', ...args], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx 配置无效：${test.stderr.trim()}`);
    this.proc = spawnLogged(bin, args, { logFile: this.logFile, echo: this.echo, pidFile: this.pidFile });
    return this.proc;
  }

  get pid(): number | undefined {
    return this.proc?.child.pid;
  }

  /** Fast shutdown (SIGTERM): open event streams are closed at once rather than waited for. */
  async stop(): Promise<void> {
    if (this.proc) await stopProcess(this.proc, 'SIGTERM', 5_000);
    this.proc = null;
  }
}

/**
 * Started by root, nginx runs its workers as `nobody`, who cannot read a checkout in a private
 * folder (`mktemp -d` makes it 0700) and would answer 403 for every file: the workers then run as
 * the owner of the files they serve. Started by anyone else, nginx keeps its own user.
 */
function workerUser(servedDir: string): string {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return '';
  const uid = fs.statSync(servedDir).uid;
  const name = spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' }).stdout.trim();
  return name ? `user ${name};` : '';
}
