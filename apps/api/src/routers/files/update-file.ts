import { fileRecordSchema, fileUpdateSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { findPictureUses, updateFileById } from './files-repository';

/**
 * Renames a file, moves it to the other category or makes it private or public again; fields left out stay.
 * A picture the site shows cannot turn private (visitors would see it broken): 409 naming where it is shown.
 */
export const updateFile = ownerProcedure
  .meta({ openapi: { method: 'PATCH', path: '/files/{id}', tags: ['files'], summary: 'Edit a file' } })
  .input(fileUpdateSchema)
  .output(fileRecordSchema)
  .mutation(async ({ ctx, input: { id, ...changes } }) => {
    return ctx.db.transaction().execute(async (trx) => {
      const file = await updateFileById(trx, id, changes);
      if (!file) throw AppError.notFound('File');
      if (changes.visibility === 'private') {
        const uses = await findPictureUses(trx, file.objectPath);
        if (uses.length) {
          const message = `This picture is shown on the site as ${uses.join(' and ')}; choose another picture there first`;
          throw new AppError('CONFLICT', `visibility: ${message}`, { issues: [{ path: 'visibility', message }] });
        }
      }
      return file;
    });
  });
