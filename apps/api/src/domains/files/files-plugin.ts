import fp from 'fastify-plugin';
import { downloadFile } from './download-file';
import { receiveUpload } from './receive-upload';
import { startUploadSweeper, type UploadSweeper } from './sweep-stale-uploads';

/**
 * What the files domain serves outside tRPC: downloads (`GET /objects/uploads/:id`) for every driver, the
 * upload PUT when the API itself stores the bytes (local driver), and the hourly sweep of unregistered uploads.
 */
export const filesPlugin = fp(
  async (app) => {
    app.get('/objects/uploads/:id', downloadFile);

    const { storage } = app;
    if (storage.driver === 'local') {
      await app.register(async (uploads) => {
        // Whatever type the browser sends (it is the file's own), the body reaches the handler as a raw stream
        // instead of being buffered by a parser.
        uploads.removeAllContentTypeParsers();
        uploads.addContentTypeParser('*', (_req, _payload, done) => {
          done(null);
        });
        uploads.put('/objects/uploads/:id', receiveUpload(storage));
      });
    }

    let sweeper: UploadSweeper | null = null;
    app.addHook('onReady', async () => {
      sweeper = startUploadSweeper(app.db, storage, app.log);
    });
    app.addHook('onClose', async () => {
      await sweeper?.stop();
    });
  },
  { name: 'files', dependencies: ['db', 'storage'] },
);
