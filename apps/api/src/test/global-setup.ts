import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@folio/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server on which each test file creates a database of its own. */
    databaseServerUrl: string;
    /** A real S3 server for the s3 driver's tests (CI starts Ceph for them), or null to skip those tests. */
    s3Server: S3Server | null;
  }
}

export type S3Server = { endpoint: string; region: string; accessKey: string; secretKey: string };

/**
 * S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY as `../shared/tools/s3-ceph/start.sh` prints them. CI must run the
 * S3 tests, so there a missing server is an error rather than a skip.
 */
function s3ServerFromEnv(): S3Server | null {
  const { S3_ENDPOINT: endpoint, S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey, S3_REGION: region } = process.env;
  if (endpoint && accessKey && secretKey) return { endpoint, accessKey, secretKey, region: region || 'us-east-1' };
  if (process.env.CI === 'true') {
    throw new Error(
      'CI runs the S3 tests against a real server: export S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY (.ci/run starts Ceph for this)',
    );
  }
  return null;
}

/** Uses DATABASE_URL's server when set (CI, developers with PostgreSQL); otherwise embedded PostgreSQL. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('s3Server', s3ServerFromEnv());
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
