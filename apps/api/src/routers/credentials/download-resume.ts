import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { sendDownload } from '../../storage/download-headers';
import { keyOfObjectPath } from '../../storage/object-keys';
import { callerOfPlainRoute } from '../../trpc/plain-route-access';
import { findResumeFile } from './credentials-repository';
import { assertCredentialsVisible } from '../../visibility/credentials-visibility';

/**
 * GET /api/resume: the resume file itself, as an attachment, for 'Download Resume' and for scripts (a bearer
 * token counts, as on the rest of the REST surface). 404 with the usual error body when none is set.
 */
export async function downloadResume(req: FastifyRequest, reply: FastifyReply) {
  const { db, storage } = req.server;
  await assertCredentialsVisible(db, await callerOfPlainRoute(req));
  const file = await findResumeFile(db);
  const key = file ? keyOfObjectPath(file.objectPath) : null;
  if (!file || !key) throw AppError.notFound('Resume');
  const target = await storage.download(key);
  if (!target) {
    req.log.warn({ objectPath: file.objectPath }, 'the resume file has no object');
    throw AppError.notFound('Resume');
  }
  // Who may read it can change at any time (the owner makes the page private again): never a shared cache.
  reply.header('cache-control', 'private, no-cache');
  return sendDownload(reply, file, target);
}
