import fp from 'fastify-plugin';
import type { Db } from '@folio/db';
import type { Config } from '../env';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/** Makes the database and the configuration reachable from every request as `req.server.db` / `.config`. */
export const dbPlugin = fp<{ db: Db; config: Config; ownsDb: boolean }>(
  async (app, { db, config, ownsDb }) => {
    app.decorate('db', db);
    app.decorate('config', config);
    if (ownsDb) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db' },
);
