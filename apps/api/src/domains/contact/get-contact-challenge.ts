import { contactChallengeSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { newContactChallenge } from './contact-challenge';

/** A proof-of-work challenge for the contact form, signed by this site; solved by the visitor's browser. */
export const getContactChallenge = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/contact/challenge',
      tags: ['contact'],
      summary: 'A challenge for the contact form',
      protect: false,
    },
  })
  .input(z.void())
  .output(contactChallengeSchema)
  .query(({ ctx }) => newContactChallenge(ctx.config));
