import { profileInputSchema, profileSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { assertPictureReference } from '../files';
import { saveProfile } from './profile-repository';

export const updateProfile = ownerProcedure
  .meta({ openapi: { method: 'PUT', path: '/profile', tags: ['profile'], summary: 'Create or replace the profile' } })
  .input(profileInputSchema)
  .output(profileSchema)
  .mutation(async ({ ctx, input }) => {
    await assertPictureReference(ctx.db, 'imageUrl', input.imageUrl);
    return saveProfile(ctx.db, input);
  });
