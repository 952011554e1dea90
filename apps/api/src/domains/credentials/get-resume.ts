import { fileRecordSchema } from '@folio/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { publicProcedure } from '../../trpc/procedures';
import { findResumeFile } from './credentials-repository';
import { assertCredentialsVisible } from '../../visibility/credentials-visibility';
import { mayBeUsedPublicly } from '../../visibility/file-uses';

/**
 * The file the owner picked as the resume. Over tRPC this answers its record; over REST, `GET /api/resume`
 * answers the file itself as an attachment (download-resume.ts serves that path, since a procedure answers
 * JSON only). Same visibility as the credentials; 404 when no resume is set.
 */
export const getResume = publicProcedure
  .meta({
    access: 'credentials',
    answersFile: true,
    openapi: {
      method: 'GET',
      path: '/resume',
      tags: ['credentials'],
      summary: 'Download the resume',
      description:
        "The résumé: while the résumé settings' source is 'generated', the PDF made from the profile (as /resume.pdf); otherwise the file picked as the resume, as an attachment. Open to visitors only when the credentials are public.",
    },
  })
  .input(z.void())
  .output(fileRecordSchema)
  .query(async ({ ctx }) => {
    await assertCredentialsVisible(ctx.db, ctx.caller);
    const file = await findResumeFile(ctx.db);
    // A private file is never the résumé (the rules refuse it); should one be found anyway, visitors never learn of it.
    if (!file || (!ctx.caller && !mayBeUsedPublicly(file))) throw AppError.notFound('Resume');
    return file;
  });
