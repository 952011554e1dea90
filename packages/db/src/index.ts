export { createDb, type Db, type CreateDbOptions } from './create-db';
export { migrateToLatest } from './migrate';
export { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
export type * from './schema';
