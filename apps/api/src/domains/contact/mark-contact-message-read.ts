import { contactMessageReadInputSchema, contactMessageSchema } from '@folio/contracts';
import { AppError } from '../../lib/errors';
import { ownerProcedure } from '../../trpc/procedures';
import { setContactMessageRead } from './contact-repository';

/** The owner marks a message read or unread (the Messages tab counts the unread ones). */
export const markContactMessageRead = ownerProcedure
  .meta({
    openapi: {
      method: 'PATCH',
      path: '/contact-messages/{id}',
      tags: ['contact'],
      summary: 'Mark a message read or unread',
    },
  })
  .input(contactMessageReadInputSchema)
  .output(contactMessageSchema)
  .mutation(async ({ ctx, input }) => {
    const message = await setContactMessageRead(ctx.db, input.id, input.read);
    if (!message) throw AppError.notFound('Message');
    return message;
  });
