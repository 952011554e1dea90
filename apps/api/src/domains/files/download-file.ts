import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { isClientCopyFresh } from '../../lib/client-copy';
import { sendDownload } from '../../storage/download-headers';
import { keyOfObjectPath } from '../../storage/object-keys';
import { callerOfPlainRoute } from '../../trpc/plain-route-access';
import { findFileByObjectPath } from './files-repository';
import { parseThumbnailWidth, thumbnailOf } from './thumbnail';

type DownloadRequest = FastifyRequest<{ Params: { id: string }; Querystring: { w?: string } }>;

const isOwner = async (req: FastifyRequest) => (await callerOfPlainRoute(req)) !== null;

/**
 * GET /objects/uploads/:id: a registered file, streamed by the API whichever driver stores it; with `?w=N`, a
 * WebP thumbnail of a picture (thumbnail.ts). A private file answers anyone but the owner exactly as a file
 * that does not exist (404), thumbnails included.
 */
export async function downloadFile(req: DownloadRequest, reply: FastifyReply) {
  const width = req.query.w === undefined ? null : parseThumbnailWidth(req.query.w);
  const objectPath = `/objects/uploads/${req.params.id}`;
  const key = keyOfObjectPath(objectPath);
  // Who asks is settled for every id, known or not, in the same time as the file is looked up: a private file's
  // 404 must not take longer (a credential checked) than an unknown one's.
  const [file, owner] = await Promise.all([key ? findFileByObjectPath(req.server.db, objectPath) : null, isOwner(req)]);
  if (!key || !file || (file.visibility === 'private' && !owner)) throw AppError.notFound('File');

  // Public answers may be kept but are checked again each time (the file may turn private); private ones never.
  reply.header('cache-control', file.visibility === 'private' ? 'private, no-store' : 'no-cache');
  if (width !== null) {
    // An object never changes under its key, so its thumbnail's validator is the key and the width.
    if (file.visibility === 'public' && isClientCopyFresh(req, reply, `"${req.params.id}-w${String(width)}"`)) {
      return reply.code(304).send();
    }
    const thumbnail = await thumbnailOf(req.server.storage, key, file, width);
    return reply.type('image/webp').header('x-content-type-options', 'nosniff').send(thumbnail);
  }

  const target = await req.server.storage.download(key);
  if (!target) {
    req.log.warn({ objectPath }, 'a registered file has no object');
    throw AppError.notFound('File');
  }
  return sendDownload(reply, file, target);
}
