import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@folio/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server on which each test file creates a database of its own. */
    databaseServerUrl: string;
  }
}

/** Uses DATABASE_URL's server when set (CI, developers with PostgreSQL); otherwise embedded PostgreSQL. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('databaseServerUrl', url);
    return async () => undefined;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'folio-test-pg-'));
  const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  project.provide('databaseServerUrl', embedded.adminUrl);
  return async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
