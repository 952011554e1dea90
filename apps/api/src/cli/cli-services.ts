import path from 'node:path';
import { createDb, EmbeddedPostgresAccessError, openEmbeddedPostgres, type Db, type EmbeddedDatabase } from '@folio/db';
import { ConfigError, loadConfig, type Config } from '../env';
import { createStorage } from '../storage/create-storage';
import type { StorageProvider } from '../storage/storage-provider';

export type CliServices = { config: Config; db: Db; storage: StorageProvider; close: () => Promise<void> };

/**
 * What `pnpm backup` and `pnpm restore` work on: the same configuration as the server (DATABASE_URL, or the
 * embedded PostgreSQL in DATA_DIR, joined if the running server holds it and started otherwise) and its storage.
 */
export async function openCliServices(): Promise<CliServices> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  if (!config.DATABASE_URL) embedded = await openEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
  // A restore writes whole tables: no per-statement limit, which is for requests.
  const db = createDb(config.DATABASE_URL ?? embedded?.url ?? '', {
    maxConnections: 3,
    statementTimeoutMs: 0,
    applicationName: 'folio-cli',
  });
  const storage = await createStorage(config);
  return {
    config,
    db,
    storage,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}

/** A path given on the command line, relative to where the `pnpm` command was run. */
export function resolveCliPath(config: Config, file: string): string {
  return path.resolve(config.INIT_CWD ?? process.cwd(), file);
}

/** Expected failures print their message alone; anything else its stack. Sets a failing exit code. */
export function reportFailure(error: unknown, expected: (new (...args: never[]) => Error)[]): void {
  process.exitCode = 1;
  if (
    error instanceof ConfigError ||
    error instanceof EmbeddedPostgresAccessError ||
    expected.some((type) => error instanceof type)
  )
    console.error(`\n${(error as Error).message}`);
  else console.error(error);
}
