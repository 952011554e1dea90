/**
 * Runs Folio: reads the configuration, starts embedded PostgreSQL when DATABASE_URL is not set, migrates,
 * listens, and shuts down gracefully on SIGINT/SIGTERM (in-flight requests finish, then the pool and the
 * embedded database stop).
 */
import path from 'node:path';
import { createDb, migrateToLatest, startEmbeddedPostgres, type EmbeddedDatabase } from '@folio/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './env';

const SHUTDOWN_GRACE_MS = 10_000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let embedded: EmbeddedDatabase | null = null;
if (!config.DATABASE_URL) {
  console.log(`Starting embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')} ...`);
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
}
const db = createDb(config.DATABASE_URL ?? embedded?.url ?? '');
await migrateToLatest(db);

const app = await buildApp({ config, db });
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Folio is running at ${config.PUBLIC_URL}`);
console.log(`\n  Folio is running at ${config.PUBLIC_URL}\n  The owner signs in at ${config.PUBLIC_URL}/api/login\n`);

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal} received, shutting down`);
  const forceExit = setTimeout(() => {
    app.log.error('Shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forceExit.unref();
  try {
    await app.close();
    await embedded?.stop();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    process.exit(1);
  }
}
// `on`, not `once`: tsx's own signal relay kills the process when it sees no listener left.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
