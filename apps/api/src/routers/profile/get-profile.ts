import { profileSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic, type PublicReadContext } from '../../trpc/public-read';
import { findProfile } from './profile-repository';

/** What GET /api/profile answers, through tRPC or straight from the REST fast path (plugins/public-reads-rest.ts). */
export const readProfile = (ctx: PublicReadContext) => readPublic(ctx, 'profile', () => findProfile(ctx.db));

/** The owner's public profile; null until the owner saves one (the home page then shows its fallbacks). */
export const getProfile = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/profile', tags: ['profile'], summary: 'Get the profile', protect: false } })
  .input(z.void())
  .output(profileSchema.nullable())
  .query(({ ctx }) => readProfile(ctx));
