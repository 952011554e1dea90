import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { sendDownload } from '../../storage/download-headers';
import { keyOfObjectPath } from '../../storage/object-keys';
import { findFileByObjectPath } from './files-repository';

/** GET /objects/uploads/:id: a registered file, streamed by the API whichever driver stores it. */
export async function downloadFile(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
  const objectPath = `/objects/uploads/${req.params.id}`;
  const key = keyOfObjectPath(objectPath);
  const file = key ? await findFileByObjectPath(req.server.db, objectPath) : null;
  if (!key || !file) throw AppError.notFound('File');

  const target = await req.server.storage.download(key);
  if (!target) {
    req.log.warn({ objectPath }, 'a registered file has no object');
    throw AppError.notFound('File');
  }
  return sendDownload(reply, file, target);
}
