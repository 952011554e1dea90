import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '@folio/db';
import { createTestDatabase, type TestDatabase } from '@folio/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { BROWSERS } from '../domains/analytics/test-beacons';
import { StallingProxy } from './tcp-proxy';

/**
 * PostgreSQL dropping, refusing or stalling the app's connections never ends the process; requests
 * caught in it answer 503 with the usual body, the next ones succeed, and accepted page views are all stored.
 */
let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'folio-faults-'));
});
afterAll(async () => {
  await database.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

async function storedViews(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('activityLogs')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function startApp(db: Db): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OWNER_PASSWORD: 'correct horse battery staple',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, db, ownsDb: false, logger: false, webDistDir: path.join(dataDir, 'no-web') });
  await app.ready();
  return app;
}

let addressCounter = 0;
/** The requests a site gets: public reads on both surfaces, page views, contact messages. */
function someRequest(app: FastifyInstance, index: number): Promise<LightMyRequestResponse> & { kind?: string } {
  const remoteAddress = `198.51.${String(100 + (addressCounter % 100))}.${String(addressCounter++ % 250)}`;
  switch (index % 4) {
    case 0:
      return app.inject({ method: 'GET', url: '/api/profile', remoteAddress });
    case 1:
      return app.inject({
        method: 'GET',
        url: '/api/trpc/projects.listProjects,files.listFiles?batch=1&input={}',
        remoteAddress,
      });
    case 2:
      return app.inject({
        method: 'POST',
        url: '/api/activity',
        remoteAddress,
        headers: {
          'content-type': 'application/json',
          'user-agent': BROWSERS.firefoxDesktop,
          'sec-fetch-site': 'same-origin',
        },
        payload: { page: `/view-${String(index)}` },
      });
    default:
      return app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress,
        payload: { name: 'Visitor', email: 'v@example.com', message: `Message number ${String(index)} for the owner.` },
      });
  }
}

function expectServedOrUnavailable(response: LightMyRequestResponse): void {
  if (response.statusCode === 503) {
    const body = response.json<unknown>();
    // A tRPC batch answers one envelope per call.
    const errors = Array.isArray(body)
      ? body.map(
          (entry: { error?: { message: string; data: { code: string } } }) =>
            entry.error && { message: entry.error.message, code: entry.error.data.code },
        )
      : [body];
    for (const error of errors)
      expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    return;
  }
  // tRPC batches answer 207 when one call of the batch failed and another did not.
  expect([200, 201, 202, 207], response.body).toContain(response.statusCode);
}

describe('PostgreSQL terminating the app’s connections under load', () => {
  const applicationName = `folio-faults-${randomBytes(4).toString('hex')}`;
  let db: Db;
  let app: FastifyInstance;
  let admin: Db;
  beforeAll(async () => {
    db = createDb(database.url, { maxConnections: 5, applicationName });
    app = await startApp(db);
    admin = createDb(database.url, { maxConnections: 1, applicationName: 'folio-faults-admin' });
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await admin.destroy();
  });

  it('keeps running, answers 503 with the error body to the requests caught in it, and serves the next ones', async () => {
    let terminated = 0;
    let loading = true;
    const killer = (async () => {
      while (loading) {
        const { rows } = await sql<{
          pid: number;
        }>`select pg_terminate_backend(pid), pid from pg_stat_activity where application_name = ${applicationName}`.execute(
          admin,
        );
        terminated += rows.length;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const responses: LightMyRequestResponse[] = [];
    let beaconsAccepted = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = 0; i < 40; i += 1) {
          const index = worker * 40 + i;
          const response = await someRequest(app, index);
          if (index % 4 === 2 && response.statusCode === 202) beaconsAccepted += 1;
          responses.push(response);
        }
      }),
    );
    loading = false;
    await killer;

    const unavailable = responses.filter((response) => response.statusCode === 503).length;
    console.log(
      `${String(responses.length)} requests while ${String(terminated)} backends were terminated: ${String(unavailable)} answered 503`,
    );
    expect(terminated).toBeGreaterThan(10);
    for (const response of responses) expectServedOrUnavailable(response);

    // PostgreSQL is left alone again: the next requests are served.
    for (let index = 0; index < 8; index += 1) {
      const response = await someRequest(app, index);
      expect(response.statusCode, response.body).toBeLessThan(300);
      if (index % 4 === 2) beaconsAccepted += 1;
    }
    // Every page view that was accepted is stored, those whose write was cut off included (they are retried).
    await app.analytics.flush();
    expect(await storedViews(db)).toBe(beaconsAccepted);
  });
});

describe('PostgreSQL stalling (no answer at all)', () => {
  let proxy: StallingProxy;
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    const target = new URL(database.url);
    proxy = await StallingProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${String(proxy.port)}`;
    db = createDb(viaProxy.toString(), { maxConnections: 3 });
    app = await startApp(db);
  });
  afterEach(() => proxy.resume());
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await proxy.close();
  });

  it('answers 503 with the error body instead of hanging, and serves requests again once it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(200);
    const viewsBefore = await storedViews(db);
    proxy.stall();
    const started = Date.now();
    const caught = await Promise.all(Array.from({ length: 6 }, (_, index) => someRequest(app, index)));
    console.log(
      `stalled database: ${caught.map((r) => r.statusCode).join(', ')} after ${String(Date.now() - started)} ms`,
    );
    // Public reads may come from the short-lived shared cache, and page views wait in their buffer; a contact
    // message needs the database.
    for (const response of caught) expectServedOrUnavailable(response);
    expect(caught[3]?.statusCode).toBe(503);
    proxy.resume();
    // Back within 5 s of the database answering again.
    const deadline = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await app.inject({ method: 'GET', url: '/api/profile' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    await app.analytics.flush();
    expect(await storedViews(db)).toBe(viewsBefore + caught.filter((response) => response.statusCode === 202).length);
  }, 40_000);
});

it('keeps the statement timeout on the app’s connections', async () => {
  const db = createDb(database.url, { maxConnections: 1 });
  try {
    const { rows } = await sql<{ statementTimeout: string }>`show statement_timeout`.execute(db);
    expect(rows[0]?.statementTimeout).toBe('5s');
  } finally {
    await db.destroy();
  }
});
