import { idInputSchema } from '@folio/contracts';
import { AppError } from '../../errors';
import { keyOfObjectPath } from '../../storage/object-keys';
import { ownerProcedure } from '../../trpc/procedures';
import { deleteFileById } from './files-repository';

/** Removes the record and its object together: if the storage refuses, the record stays. */
export const deleteFile = ownerProcedure
  .meta({ openapi: { method: 'DELETE', path: '/files/{id}', tags: ['files'], summary: 'Delete a file' } })
  .input(idInputSchema)
  .output(idInputSchema)
  .mutation(async ({ ctx, input }) => {
    const { db, storage } = ctx;
    await db.transaction().execute(async (trx) => {
      const objectPath = await deleteFileById(trx, input.id);
      if (objectPath === null) throw AppError.notFound('File');
      const key = keyOfObjectPath(objectPath);
      if (key) await storage.remove(key);
    });
    return { id: input.id };
  });
