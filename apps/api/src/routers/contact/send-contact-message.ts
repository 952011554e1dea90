import { randomUUID } from 'node:crypto';
import { contactCreatedSchema, contactInputSchema } from '@folio/contracts';
import { publicProcedure } from '../../trpc/procedures';
import { insertContactMessage } from './contact-repository';
import { enforceContactRateLimit } from './contact-rate-limit';

/**
 * The public contact form. Rate limited per address. A filled honeypot (`website`, hidden from people) marks
 * a bot: it gets the same 201 and a made-up id, so it cannot tell, and nothing is stored.
 */
export const sendContactMessage = publicProcedure
  .meta({
    successStatus: 201,
    openapi: { method: 'POST', path: '/contact', tags: ['contact'], summary: 'Send a message to the owner', protect: false },
  })
  .input(contactInputSchema)
  .output(contactCreatedSchema)
  .mutation(async ({ ctx, input }) => {
    // Counted here, after validation: a person correcting a typo in the form is never locked out by it.
    await enforceContactRateLimit(ctx.req, ctx.reply);
    const { website, ...message } = input;
    const id = website?.trim() ? randomUUID() : await insertContactMessage(ctx.db, message);
    return { id };
  });
