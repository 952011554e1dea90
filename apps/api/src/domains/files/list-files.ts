import { fileListInputSchema, fileRecordSchema, type FilePurpose } from '@folio/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic, type PublicReadContext } from '../../trpc/public-read';
import { listFiles as listFileRows } from './files-repository';

/**
 * What GET /api/files answers, through tRPC or straight from the REST fast path (plugins/public-reads-rest.ts).
 * Visitors share a recent read of the public files; the owner reads private ones too. The site's pictures are
 * not files: the owner lists them apart (`purpose=picture`), visitors never.
 */
export const readFiles = (ctx: PublicReadContext, purpose: FilePurpose = 'file') => {
  if (purpose === 'picture') {
    if (!ctx.caller) throw new AppError('UNAUTHORIZED', 'Sign in to do this');
    return listFileRows(ctx.db, { includePrivate: true, purpose });
  }
  return readPublic(ctx, 'files', () => listFileRows(ctx.db, { includePrivate: ctx.caller !== null, purpose }));
};

/** The REST fast path's query string as the procedure's input would be parsed: 400 naming `purpose` when bad. */
export function purposeOfQuery(query: unknown): FilePurpose {
  const parsed = fileListInputSchema.safeParse(query ?? {});
  if (!parsed.success) throw AppError.invalidInput(parsed.error.issues);
  return parsed.data?.purpose ?? 'file';
}

/** Every file, newest first; visitors see and download them too (docs/architecture.md §3), except private ones. */
export const listFiles = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/files',
      tags: ['files'],
      summary: 'List files, or the site pictures',
      protect: false,
    },
  })
  .input(fileListInputSchema)
  .output(z.array(fileRecordSchema))
  .query(({ ctx, input }) => readFiles(ctx, input?.purpose));
