import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { downloadHeaders } from '../../storage/download-headers';
import { keyOfObjectPath } from '../../storage/object-keys';
import { findFileByObjectPath } from '../files/files-repository';

/**
 * GET /objects/uploads/:id: a registered file, as an attachment that the browser must not sniff. The local
 * driver streams it; the s3 driver redirects to a short-lived presigned GET carrying the same headers.
 */
export async function downloadObject(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
  const objectPath = `/objects/uploads/${req.params.id}`;
  const key = keyOfObjectPath(objectPath);
  const file = key ? await findFileByObjectPath(req.server.db, objectPath) : null;
  if (!key || !file) throw AppError.notFound('File');

  const headers = downloadHeaders(file);
  const target = await req.server.storage.download(key, headers);
  if (!target) {
    req.log.warn({ objectPath }, 'a registered file has no object');
    throw AppError.notFound('File');
  }
  reply.header('x-content-type-options', 'nosniff').header('content-disposition', headers.contentDisposition);
  if (target.kind === 'redirect') {
    // The presigned URL expires; neither the browser nor a proxy may keep this answer.
    return reply.header('cache-control', 'no-store').redirect(target.url, 302);
  }
  return reply.type(headers.contentType).header('content-length', target.size).send(target.stream);
}
