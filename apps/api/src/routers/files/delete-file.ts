import { idInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { keyOfObjectPath } from '../../storage/object-keys';
import { ownerProcedure } from '../../trpc/procedures';
import { clearPictureUses, deleteFileById } from './files-repository';

/**
 * Removes the record, its object and its thumbnails together: if the storage refuses, the record stays. A
 * picture the site showed (profile photo, project image) is no longer shown rather than shown broken.
 */
export const deleteFile = ownerProcedure
  .meta({ openapi: { method: 'DELETE', path: '/files/{id}', tags: ['files'], summary: 'Delete a file' } })
  .input(idInputSchema)
  .output(idInputSchema)
  .mutation(async ({ ctx, input }) => {
    const { db, storage } = ctx;
    await db.transaction().execute(async (trx) => {
      const objectPath = await deleteFileById(trx, input.id);
      if (objectPath === null) throw AppError.notFound('File');
      await clearPictureUses(trx, objectPath);
      const key = keyOfObjectPath(objectPath);
      if (key) {
        await storage.removeThumbnails(key);
        await storage.remove(key);
      }
    });
    return { id: input.id };
  });
