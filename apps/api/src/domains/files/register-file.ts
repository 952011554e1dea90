import { fileInputSchema, fileRecordSchema, fileUseMessages } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { registerUpload } from './register-upload';

/**
 * Registers a file after its bytes were PUT to the upload URL; `originalName` always equals `name`. With
 * `purpose: picture` it is one of the site's images (always public), listed apart from the files.
 */
export const registerFile = ownerProcedure
  .meta({
    successStatus: 201,
    openapi: { method: 'POST', path: '/files', tags: ['files'], summary: 'Register an uploaded file' },
  })
  .input(fileInputSchema)
  .output(fileRecordSchema)
  .mutation(async ({ ctx, input }) => {
    const { db, storage } = ctx;
    if (input.purpose === 'picture' && input.visibility === 'private')
      throw AppError.invalidField('visibility', fileUseMessages.privatePicture);
    const file = await registerUpload({ db, storage, file: input });
    return file;
  });
