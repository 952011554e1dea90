import fp from 'fastify-plugin';
import { createStorage } from '../storage/create-storage';
import type { StorageProvider } from '../storage/storage-provider';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageProvider;
  }
}

/** The file storage STORAGE_DRIVER names, and its readiness check. */
export const storagePlugin = fp(
  async (app) => {
    const storage = await createStorage(app.config);
    app.decorate<StorageProvider>('storage', storage);
    app.readinessChecks.set('storage', () => storage.ping());
  },
  { name: 'storage', dependencies: ['db', 'health'] },
);
