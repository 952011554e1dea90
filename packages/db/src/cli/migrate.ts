/**
 * `pnpm db:migrate`: brings DATABASE_URL (or the embedded database in DATA_DIR) up to date and exits.
 * The API also migrates at start; this is for deployments that migrate as a separate step.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb } from '../create-db';
import { startEmbeddedPostgres } from '../embedded';
import { migrateToLatest } from '../migrate';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');

const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
const db = createDb(process.env.DATABASE_URL ?? embedded?.url ?? '');
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.destroy();
  await embedded?.stop();
}
