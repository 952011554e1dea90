/**
 * Runs Folio: reads the configuration, starts embedded PostgreSQL when DATABASE_URL is not set, migrates,
 * listens, and shuts down gracefully on SIGINT/SIGTERM (in-flight requests finish, then the pool and the
 * embedded database stop).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  createDb,
  EmbeddedPostgresAccessError,
  migrateToLatest,
  startEmbeddedPostgres,
  type Db,
  type EmbeddedDatabase,
} from '@folio/db';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './env';
import { describeStartupError } from './startup-errors';

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
let db: Db | null = null;
let app: FastifyInstance;
try {
  if (!config.DATABASE_URL) {
    console.log(`Starting embedded PostgreSQL in ${path.join(config.dataDir, 'postgres')} ...`);
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), {
      secretsDir: path.join(config.dataDir, 'secrets'),
    });
  }
  const databaseUrl = config.DATABASE_URL ?? embedded?.url ?? '';
  // Migrations may take longer than a request's statement timeout (an index on a large table).
  const migrationDb = createDb(databaseUrl, { maxConnections: 1, statementTimeoutMs: 0 });
  try {
    await migrateToLatest(migrationDb);
  } finally {
    await migrationDb.destroy();
  }
  db = createDb(databaseUrl);
  app = await buildApp({ config, db });
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  // A cause the operator can fix gets one sentence naming the variable; anything else is a bug, with its stack.
  const explanation =
    error instanceof EmbeddedPostgresAccessError ? error.message : describeStartupError(error, config);
  console.error(explanation ? `Folio could not start: ${explanation}` : error);
  await db?.destroy().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
}
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
