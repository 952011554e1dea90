export {
  createDb,
  withPgClient,
  CONNECT_TIMEOUT_MS,
  STATEMENT_TIMEOUT_MS,
  type Db,
  type CreateDbOptions,
  type PgClient,
} from './create-db';
export { migrateToLatest, migrateWithinTransaction, MIGRATION_NAMES } from './migrate';
export {
  EmbeddedPostgresAccessError,
  openEmbeddedPostgres,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from './embedded';
export type * from './schema';
