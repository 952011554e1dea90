import { credentialsSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { findCredentials } from './credentials-repository';
import { assertCredentialsVisible } from '../../visibility/credentials-visibility';

/**
 * The Credentials page: skills, certifications, education, the resume file and whether the page is public.
 * Visitors get 401 unless the owner made it public. (Server rendering of /credentials calls this procedure.)
 */
export const getCredentials = publicProcedure
  .meta({
    access: 'credentials',
    openapi: {
      method: 'GET',
      path: '/credentials',
      tags: ['credentials'],
      summary: 'Get the credentials',
      description: 'Open to visitors only when `isPublic` is true; otherwise the owner only (401).',
    },
  })
  .input(z.void())
  .output(credentialsSchema)
  .query(async ({ ctx }) => {
    await assertCredentialsVisible(ctx.db, ctx.caller);
    return findCredentials(ctx.db);
  });
