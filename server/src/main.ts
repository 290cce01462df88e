import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open';

/**
 * `npm run serve` (compiled: node server/dist/main.js): opens the database, builds the app,
 * starts the draw engine, listens, then starts the outbox consumers.
 */
async function main() {
  // The server-rendered first views run React's production build (the shell's server bundle
  // requires react and react-dom/server, which pick their build by NODE_ENV; the development
  // build renders several times slower). Set NODE_ENV=development to debug them.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const { db, release, watchLock } = await openDatabase(config, 'server');
  const app = await buildApp({ config, db });
  // Only by hand can another process take the embedded database folder from a living server;
  // if it happens, stop at once rather than be a second writer (dataDirLock.ts).
  watchLock((reason) => void stopOnLostLock(app, reason));
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    await release();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  if (config.engine) await app.drawEngine.start();
  await app.listen({ port: config.port, host: config.host });
  await app.outbox.start();
}

/**
 * The folder is no longer ours: stop serving and writing, and exit non-zero. The database is
 * not closed: closing writes to the folder, which another process may be using by now; what
 * was committed is safe in PostgreSQL's write-ahead log, as after a crash.
 */
async function stopOnLostLock(app: Awaited<ReturnType<typeof buildApp>>, reason: string) {
  const message = `数据目录锁已失效：${reason}。服务器立即停止，以免两个进程同时写入同一个数据库。`;
  app.log.fatal({ reason }, 'data directory lock lost: shutting down');
  console.error(message);
  setTimeout(() => process.exit(3), 5000).unref();
  await app.close().catch(() => undefined);
  process.exit(3);
}

main().catch((err) => {
  if (err instanceof ConfigError || err?.name === 'DataDirBusyError') {
    console.error(`启动失败：${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
