import { credentialsInputSchema, credentialsMessages, credentialsSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { mayBeUsedPublicly, privateFileChosen } from '../../visibility/file-uses';
import { findFileVisibility, saveCredentials } from './credentials-repository';

/** Replaces everything on the Credentials page at once, in the order sent. */
export const updateCredentials = ownerProcedure
  .meta({ openapi: { method: 'PUT', path: '/credentials', tags: ['credentials'], summary: 'Replace the credentials' } })
  .input(credentialsInputSchema)
  .output(credentialsSchema)
  .mutation(async ({ ctx, input }) => {
    if (input.resumeFileId !== null) {
      const visibility = await findFileVisibility(ctx.db, input.resumeFileId);
      if (visibility === null) throw AppError.invalidField('resumeFileId', credentialsMessages.resumeFileMissing);
      // Whoever may see the page may download the résumé: a private file is never offered.
      if (!mayBeUsedPublicly({ visibility })) throw privateFileChosen('resumeFileId');
    }
    return saveCredentials(ctx.db, input);
  });
