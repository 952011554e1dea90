import { profileInputSchema, profileSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { saveProfile } from './profile-repository';

export const updateProfile = ownerProcedure
  .meta({ openapi: { method: 'PUT', path: '/profile', tags: ['profile'], summary: 'Create or replace the profile' } })
  .input(profileInputSchema)
  .output(profileSchema)
  .mutation(({ ctx, input }) => saveProfile(ctx.db, input));
