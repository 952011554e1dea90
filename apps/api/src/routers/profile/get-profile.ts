import { profileSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { findProfile } from './profile-repository';

/** The owner's public profile; null until the owner saves one (the home page then shows its fallbacks). */
export const getProfile = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/profile', tags: ['profile'], summary: 'Get the profile', protect: false } })
  .input(z.void())
  .output(profileSchema.nullable())
  .query(({ ctx }) => findProfile(ctx.db));
