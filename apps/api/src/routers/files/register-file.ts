import { fileInputSchema, fileRecordSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { registerUpload } from './register-upload';

/** Registers a file after its bytes were PUT to the upload URL; `originalName` always equals `name`. */
export const registerFile = ownerProcedure
  .meta({
    successStatus: 201,
    openapi: { method: 'POST', path: '/files', tags: ['files'], summary: 'Register an uploaded file' },
  })
  .input(fileInputSchema)
  .output(fileRecordSchema)
  .mutation(async ({ ctx, input }) => {
    const { db, storage } = ctx;
    const file = await registerUpload({ db, storage, file: input });
    return file;
  });
