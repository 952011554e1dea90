import { fileRecordSchema, fileUpdateSchema, fileUseMessages } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { fileInUse, findFileUses } from '../../visibility/file-uses';
import { updateFileById } from './files-repository';

/**
 * Renames a file, moves it to the other category or makes it private or public again; fields left out stay.
 * A file the site shows or offers (the résumé, a picture) cannot turn private: 409 naming where it is used.
 */
export const updateFile = ownerProcedure
  .meta({ openapi: { method: 'PATCH', path: '/files/{id}', tags: ['files'], summary: 'Edit a file' } })
  .input(fileUpdateSchema)
  .output(fileRecordSchema)
  .mutation(async ({ ctx, input: { id, ...changes } }) => {
    return ctx.db.transaction().execute(async (trx) => {
      const file = await updateFileById(trx, id, changes);
      if (!file) throw AppError.notFound('File');
      if (changes.visibility === 'private' && file.purpose === 'picture') {
        throw AppError.invalidField('visibility', fileUseMessages.privatePicture);
      }
      if (changes.visibility === 'private') {
        const uses = await findFileUses(trx, file);
        if (uses.length) throw fileInUse('visibility', uses);
      }
      return file;
    });
  });
