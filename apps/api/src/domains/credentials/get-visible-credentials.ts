import { credentialsSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic, type PublicReadContext } from '../../trpc/public-read';
import { credentialsArePublic } from '../../visibility/credentials-visibility';
import { findCredentials } from './credentials-repository';

/**
 * The credentials when the caller may see them, else null: shared like the other public reads, so a kept
 * Credentials page (and a kept résumé) knows when they, or their visibility, change.
 */
export const readVisibleCredentials = (ctx: PublicReadContext) =>
  readPublic(ctx, 'credentials', async () =>
    ctx.caller || (await credentialsArePublic(ctx.db)) ? findCredentials(ctx.db) : null,
  );

/**
 * The web app's Credentials page: the credentials when the caller may see them, or `null` for a visitor while
 * the owner keeps them private. tRPC only, like auth.getSessionUser: a visitor turned away is an ordinary answer,
 * not a 401 in their console. REST keeps `GET /api/credentials` (401 while private).
 */
export const getVisibleCredentials = publicProcedure
  .input(z.void())
  .output(credentialsSchema.nullable())
  .query(({ ctx }) => readVisibleCredentials(ctx));
