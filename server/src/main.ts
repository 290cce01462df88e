import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open';

/** `npm run serve`: opens the database, builds the app, listens, then starts the draw engine. */
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
  if (config.engine) await app.services.engine.start();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  if (err instanceof ConfigError || err?.name === 'DataDirBusyError') {
    console.error(`启动失败：${err.message}`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
