import { authUserSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { findUserById } from './users-repository';

/**
 * The web app's sign-in check: the signed-in owner, or `null` for a visitor. tRPC only: a visitor's check is an
 * ordinary answer, not a 401 in their console. REST keeps SPEC's `GET /api/auth/user` (401 when signed out).
 */
export const getSessionUser = publicProcedure
  .input(z.void())
  .output(authUserSchema.nullable())
  .query(async ({ ctx }) => {
    if (!ctx.caller) return null;
    return findUserById(ctx.db, ctx.caller.userId);
  });
