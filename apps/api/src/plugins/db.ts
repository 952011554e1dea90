import fp from 'fastify-plugin';
import type { Db } from '@folio/db';
import type { Config } from '../env';
import { ReadCache } from '../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    publicReads: ReadCache;
  }
}

/** The database, the configuration, and the visitors' shared reads of the database (trpc/public-read.ts). */
export const dbPlugin = fp<{ db: Db; config: Config; ownsDb: boolean }>(
  async (app, { db, config, ownsDb }) => {
    app.decorate('db', db);
    app.decorate('config', config);
    app.decorate('publicReads', new ReadCache(config.PUBLIC_READ_CACHE_MS));
    if (ownsDb) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db' },
);
