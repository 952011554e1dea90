import type { FastifyInstance } from 'fastify';
import { LocalStorage } from '../../storage/local-storage';
import { downloadObject } from './download-object';
import { receiveUpload } from './receive-upload';

/** /objects/*: downloads for every driver, and uploads when the API itself stores the files. */
export async function objectsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/objects/uploads/:id', downloadObject);

  const { storage } = app;
  if (!(storage instanceof LocalStorage)) return;
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
