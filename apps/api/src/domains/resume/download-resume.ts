import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { sendDownload } from '../../storage/download-headers';
import { keyOfObjectPath } from '../../storage/object-keys';
import { callerOfPlainRoute } from '../../trpc/plain-route-access';
import { findResumeFile } from '../credentials';
import { assertCredentialsVisible } from '../../visibility/credentials-visibility';
import { mayBeUsedPublicly } from '../../visibility/file-uses';

/**
 * GET /api/resume: the resume file itself, as an attachment, for 'Download Resume' and for scripts (a bearer
 * token counts, as on the rest of the REST surface). 404 with the usual error body when none is set.
 */
export async function downloadResume(req: FastifyRequest, reply: FastifyReply) {
  const { db, storage } = req.server;
  const caller = await callerOfPlainRoute(req);
  await assertCredentialsVisible(db, caller);
  const file = await findResumeFile(db);
  const key = file ? keyOfObjectPath(file.objectPath) : null;
  // As getResume: a private file found as the résumé anyway is, to visitors, no résumé at all.
  if (!file || !key || (!caller && !mayBeUsedPublicly(file))) throw AppError.notFound('Resume');
  const target = await storage.download(key);
  if (!target) {
    req.log.warn({ objectPath: file.objectPath }, 'the resume file has no object');
    throw AppError.notFound('Resume');
  }
  // Who may read it can change at any time (the owner makes the page private again): never a shared cache.
  reply.header('cache-control', 'private, no-cache');
  return sendDownload(reply, file, target);
}
