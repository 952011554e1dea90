import { fileRecordSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic, type PublicReadContext } from '../../trpc/public-read';
import { listFiles as listFileRows } from './files-repository';

/**
 * What GET /api/files answers, through tRPC or straight from the REST fast path (plugins/public-reads-rest.ts).
 * Visitors share a recent read of the public files; the owner reads private ones too (issue 12 point 4).
 */
export const readFiles = (ctx: PublicReadContext) =>
  readPublic(ctx, 'files', () => listFileRows(ctx.db, { includePrivate: ctx.caller !== null }));

/** Every file, newest first; visitors see and download them too (ARCHITECTURE §3), except private ones. */
export const listFiles = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/files', tags: ['files'], summary: 'List files', protect: false } })
  .input(z.void())
  .output(z.array(fileRecordSchema))
  .query(({ ctx }) => readFiles(ctx));
