import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open';

/**
 * `npm run serve` (compiled: node server/dist/main.js): opens the database, builds the app,
 * starts the draw engine, listens, then starts the outbox consumers.
 */
async function main() {
  const config = loadConfig();
  const { db, release } = await openDatabase(config, 'server');
  const app = await buildApp({ config, db });
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

main().catch((err) => {
  if (err instanceof ConfigError || err?.name === 'DataDirBusyError') {
    console.error(`启动失败：${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
