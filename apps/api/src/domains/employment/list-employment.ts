import { employmentSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readPublic, type PublicReadContext } from '../../trpc/public-read';
import { assertCredentialsVisible } from '../../visibility/credentials-visibility';
import { listEmployment as listEmploymentRows } from './employment-repository';

/** The history, visitors sharing one recent read (its visibility is the caller's to check first). */
export const readEmployment = (ctx: PublicReadContext) =>
  readPublic(ctx, 'employment', () => listEmploymentRows(ctx.db));

/**
 * docs/spec.md §6: the employment history is for the signed-in owner (Credentials and Admin), unless the owner made the
 * credentials public: the Credentials page shows it, so visitors may then read it too.
 */
export const listEmployment = publicProcedure
  .meta({
    access: 'credentials',
    openapi: {
      method: 'GET',
      path: '/employment',
      tags: ['employment'],
      summary: 'List employment history',
      description: 'Open to visitors only when the credentials are public; otherwise the owner only (401).',
    },
  })
  .input(z.void())
  .output(z.array(employmentSchema))
  .query(async ({ ctx }) => {
    await assertCredentialsVisible(ctx.db, ctx.caller);
    // Shared like the other public reads, so a kept Credentials page follows the history's changes.
    return readEmployment(ctx);
  });
