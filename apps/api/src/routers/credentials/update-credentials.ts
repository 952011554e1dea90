import { credentialsInputSchema, credentialsMessages, credentialsSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { fileExists, saveCredentials } from './credentials-repository';

/** Replaces everything on the Credentials page at once, in the order sent. */
export const updateCredentials = ownerProcedure
  .meta({ openapi: { method: 'PUT', path: '/credentials', tags: ['credentials'], summary: 'Replace the credentials' } })
  .input(credentialsInputSchema)
  .output(credentialsSchema)
  .mutation(async ({ ctx, input }) => {
    if (input.resumeFileId !== null && !(await fileExists(ctx.db, input.resumeFileId))) {
      throw AppError.invalidField('resumeFileId', credentialsMessages.resumeFileMissing);
    }
    return saveCredentials(ctx.db, input);
  });
