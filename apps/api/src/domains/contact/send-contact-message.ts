import { randomUUID } from 'node:crypto';
import { contactCreatedSchema, contactInputSchema } from '@folio/contracts';
import { queueMessageNotification } from './message-notification';
import { publicProcedure } from '../../trpc/procedures';
import { insertContactMessage } from './contact-repository';
import { CONTACT_RATE_LIMIT } from './contact-rate-limit';
import { spendContactChallenge } from './contact-challenge';
import { findSiteSettings } from '../site';

/**
 * The public contact form. Rate limited per address. A filled honeypot (`website`, hidden from people) marks
 * a bot: it gets the same 201 and a made-up id, so it cannot tell, and nothing is stored. The owner's
 * notification mail is queued in the same transaction as the message: both are stored, or neither. While the
 * owner has the contact challenge on, a message needs a solved challenge (`altcha`), each accepted once.
 */
export const sendContactMessage = publicProcedure
  .meta({
    successStatus: 201,
    errorStatuses: [429],
    openapi: {
      method: 'POST',
      path: '/contact',
      tags: ['contact'],
      summary: 'Send a message to the owner',
      protect: false,
    },
  })
  .input(contactInputSchema)
  .output(contactCreatedSchema)
  .mutation(async ({ ctx, input }) => {
    // Counted here, after validation: a person correcting a typo in the form is never locked out by it.
    await CONTACT_RATE_LIMIT.enforce(ctx.req, ctx.reply);
    const { website, altcha, ...message } = input;
    if ((await findSiteSettings(ctx.db)).contactChallenge) await spendContactChallenge(ctx.db, ctx.config, altcha);
    if (website?.trim()) return { id: randomUUID() };
    const id = await ctx.db.transaction().execute(async (trx) => {
      const stored = await insertContactMessage(trx, message);
      await queueMessageNotification(trx, ctx.config, message);
      return stored;
    });
    return { id };
  });
