import { idInputSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { keyOfObjectPath } from '../../storage/object-keys';
import { ownerProcedure } from '../../trpc/procedures';
import { fileInUse, findFileUses } from '../../visibility/file-uses';
import { deleteFileById, findFileById } from './files-repository';

/**
 * Removes the record, its object and its thumbnails together: if the storage refuses, the record stays. A
 * picture the site shows (profile photo, project picture) is not deleted from under it: 409 naming where it is
 * shown, so the owner picks another there first. The résumé is simply no longer offered.
 */
export const deleteFile = ownerProcedure
  .meta({ openapi: { method: 'DELETE', path: '/files/{id}', tags: ['files'], summary: 'Delete a file' } })
  .input(idInputSchema)
  .output(idInputSchema)
  .mutation(async ({ ctx, input }) => {
    const { db, storage } = ctx;
    await db.transaction().execute(async (trx) => {
      const file = await findFileById(trx, input.id);
      if (!file) throw AppError.notFound('File');
      const pictureUses = (await findFileUses(trx, file)).filter((use) => use.kind !== 'resume');
      if (pictureUses.length) throw fileInUse('id', pictureUses);
      await deleteFileById(trx, file.id);
      const key = keyOfObjectPath(file.objectPath);
      if (key) {
        await storage.removeThumbnails(key);
        await storage.remove(key);
      }
    });
    return { id: input.id };
  });
