import { profileSchema, type Profile } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic, type PublicReadContext } from '../../trpc/public-read';
import { findProfile } from './profile-repository';

/** The profile as visitors get it: the phone only while the owner publishes it. */
function forVisitors(profile: Profile | null): Profile | null {
  return profile && !profile.isPhonePublic ? { ...profile, phone: null } : profile;
}

/**
 * What GET /api/profile answers, through tRPC or straight from the REST fast path (plugins/public-reads-rest.ts):
 * the whole profile to the owner, what the owner publishes to everyone else (and so every server-rendered page).
 */
export const readProfile = (ctx: PublicReadContext) =>
  ctx.caller ? findProfile(ctx.db) : readPublic(ctx, 'profile', async () => forVisitors(await findProfile(ctx.db)));

/** The owner's public profile; null until the owner saves one (the home page then shows its fallbacks). */
export const getProfile = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/profile', tags: ['profile'], summary: 'Get the profile', protect: false } })
  .input(z.void())
  .output(profileSchema.nullable())
  .query(({ ctx }) => readProfile(ctx));
