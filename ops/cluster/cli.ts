// `npm run cluster`: the production shape on this machine — PostgreSQL, several server nodes
// electing one draw engine, and nginx in front — on loopback ports, until Ctrl-C stops it all
// cleanly. Settings by environment (docs/deploy.md):
//   CLUSTER_PORT (8080: nginx; the nodes take the next ports), CLUSTER_NODES (3),
//   CLUSTER_PG_PORT (55432), CLUSTER_DIR (./data/cluster: PostgreSQL data, logs, nginx files),
//   CLUSTER_FRESH=1 (start from an empty database); every other variable (SIMULATE,
//   JISU_INTERVAL_SECONDS, INGEST_KEY, ADMIN_KEY, LOG_LEVEL …) reaches the nodes.
// `npm run cluster -- --print-nginx` prints the nginx configuration and exits.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Cluster } from './cluster';
import { brotliAvailable } from './nginx';

const ROOT = path.resolve(__dirname, '..', '..');

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`启动失败：${name} 应为 ${min}…${max} 之间的整数，当前为 "${raw}"`);
    process.exit(1);
  }
  return n;
}

function build(): void {
  if (
    !fs.existsSync(path.join(ROOT, 'releases', 'registry.json')) ||
    !fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))
  ) {
    console.log('构建站点（npm run build）…');
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  if (
    spawnSync(process.execPath, ['server/scripts/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' }).status !==
    0
  )
    process.exit(1);
}

async function main(): Promise<void> {
  const port = intEnv('CLUSTER_PORT', 8080, 1, 65000);
  const nodes = intEnv('CLUSTER_NODES', 3, 1, 16);
  const pgPort = intEnv('CLUSTER_PG_PORT', 55432, 1, 65535);
  const dir = path.resolve(
    process.env.INIT_CWD || process.cwd(),
    process.env.CLUSTER_DIR || path.join(ROOT, 'data', 'cluster'),
  );
  const colour = process.stdout.isTTY;
  const cluster = new Cluster({
    root: ROOT,
    dir,
    port,
    nodes,
    pgPort,
    echo: (source, line) => console.log(`${colour ? '\x1b[2m' : ''}[${source}]${colour ? '\x1b[0m' : ''} ${line}`),
  });

  if (process.argv.includes('--print-nginx')) {
    console.log(cluster.nginx.render());
    return;
  }
  if (process.env.CLUSTER_FRESH === '1') {
    await cluster.pg.stop();
    cluster.pg.wipe();
  }
  build();

  let stopping: Promise<void> | null = null;
  let firstSignalAt = 0;
  const stop = (signal: string) => {
    if (stopping) {
      // One Ctrl-C can arrive twice (from the terminal and relayed by npm/tsx): only a second
      // press, a moment later, forces the end.
      if (Date.now() - firstSignalAt < 1500) return;
      console.log('再次收到中断信号：强制结束');
      for (const n of cluster.nodes) if (n.alive && n.pid) process.kill(n.pid, 'SIGKILL');
      if (cluster.nginx.pid) process.kill(cluster.nginx.pid, 'SIGKILL');
      void cluster.pg.stop().finally(() => process.exit(130));
      return;
    }
    firstSignalAt = Date.now();
    console.log(`\n收到 ${signal}：依次停止 nginx、服务节点、PostgreSQL…`);
    stopping = cluster.stop().then(
      () => {
        console.log('已全部停止');
        process.exit(0);
      },
      (err: Error) => {
        console.error(`停止时出错：${err.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  console.log(`启动 PostgreSQL（127.0.0.1:${pgPort}，数据在 ${cluster.pg.dataDir}）与 ${nodes} 个服务节点…`);
  try {
    await cluster.start();
  } catch (err) {
    console.error(`启动失败：${(err as Error).message}`);
    await cluster.stop();
    process.exit(1);
  }
  const leader = await cluster.leader();
  console.log(
    [
      '',
      `站点：      ${cluster.url}   （nginx → ${cluster.nodes.map((n) => n.port).join(', ')}）`,
      `节点：      ${cluster.nodes.map((n) => `${n.name} ${n.url}`).join('   ')}`,
      `开奖引擎：  ${leader ? leader.name : '（无：SIMULATE=none？）'}`,
      `数据库：    ${cluster.pg.url}`,
      `压缩：      gzip${brotliAvailable() ? ' + brotli' : '（未安装 brotli 模块）'}`,
      `日志：      ${cluster.logDir}`,
      '按 Ctrl-C 停止。',
    ].join('\n'),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
