/**
 * `pnpm db:migrate`: brings the server's database (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR) up to
 * date and exits. The server also migrates at start; this is for deployments that migrate as a separate step.
 */
import path from 'node:path';
import { createDb, migrateToLatest, openEmbeddedPostgres } from '@folio/db';
import { loadConfig } from '../env';
import { reportFailure } from './cli-services';

try {
  const config = loadConfig();
  const embedded = config.DATABASE_URL ? null : await openEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  const db = createDb(config.DATABASE_URL ?? embedded?.url ?? '', {
    maxConnections: 1,
    statementTimeoutMs: 0,
    applicationName: 'folio-cli',
  });
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
} catch (error) {
  reportFailure(error, []);
}
