import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import type { LocalStorageProvider } from '../../storage/storage-provider';
import { keyOfObjectPath } from '../../storage/object-keys';
import { isPendingUpload } from './pending-uploads-repository';

type UploadRequest = FastifyRequest<{ Params: { id: string }; Querystring: { expires?: string; signature?: string } }>;

const TOO_LARGE = 'File is larger than 50 MB';

/**
 * PUT /objects/uploads/:id?expires=…&signature=… (local driver): the signed URL is the only authority, so no
 * cookie is needed. The bytes stream to disk and nothing is kept when they pass 50 MB.
 */
export function receiveUpload(storage: LocalStorageProvider) {
  return async (req: UploadRequest, reply: FastifyReply) => {
    const objectPath = `/objects/uploads/${req.params.id}`;
    const key = keyOfObjectPath(objectPath);
    if (!key) throw AppError.notFound('Upload');

    const check = storage.checkUploadUrl(key, req.query.expires, req.query.signature);
    if (check === 'forged') throw new AppError('FORBIDDEN', 'This upload URL is not valid');
    if (check === 'expired') throw new AppError('FORBIDDEN', 'This upload URL has expired; start the upload again');
    // A registered file is never overwritten through its old upload URL.
    if (!(await isPendingUpload(req.server.db, objectPath))) {
      throw new AppError('CONFLICT', 'This upload URL has already been used');
    }

    const declaredLength = Number(req.headers['content-length'] ?? 0);
    // The rest of the body is never read; closing the connection is cheaper than draining it.
    const tooLarge = () => {
      void reply.header('connection', 'close');
      return new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    };
    if (declaredLength > MAX_UPLOAD_BYTES) throw tooLarge();
    const outcome = await storage.write(key, req.raw, MAX_UPLOAD_BYTES);
    if (outcome === 'too-large') throw tooLarge();
    return reply.code(200).send();
  };
}
