import { mailStatusSchema } from '@folio/contracts';
import { z } from 'zod';
import { notificationRecipient } from '../../mail/owner-address';
import { ownerProcedure } from '../../trpc/procedures';

/** For the Settings page: whether the server can send notification mails at all, and to which address. */
export const getMailStatus = ownerProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/mail-status',
      tags: ['settings'],
      summary: 'Whether notification mails can be sent',
    },
  })
  .input(z.void())
  .output(mailStatusSchema)
  .query(async ({ ctx }) => ({
    configured: ctx.config.SMTP_URL !== undefined,
    recipient: await notificationRecipient(ctx.db, ctx.config),
  }));
