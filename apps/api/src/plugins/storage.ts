import fp from 'fastify-plugin';
import { startUploadSweeper } from '../routers/files/sweep-stale-uploads';
import { createStorage } from '../storage/create-storage';
import type { StorageProvider } from '../storage/storage-provider';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageProvider;
  }
}

/** The file storage STORAGE_DRIVER names, its readiness check, and the hourly sweep of unregistered uploads. */
export const storagePlugin = fp(
  async (app) => {
    const storage = await createStorage(app.config);
    app.decorate('storage', storage);
    app.readinessChecks.set('storage', () => storage.ping());

    let sweeper: ReturnType<typeof startUploadSweeper> | null = null;
    app.addHook('onReady', async () => {
      sweeper = startUploadSweeper(app.db, storage, app.log);
    });
    app.addHook('onClose', async () => {
      await sweeper?.stop();
    });
  },
  { name: 'storage', dependencies: ['db', 'health'] },
);
