import { contactMessageSchema } from '@folio/contracts';
import { z } from 'zod';
import { ownerProcedure } from '../../trpc/procedures';
import { listContactMessages as listContactMessageRows } from './contact-repository';

/** The Messages tab of the admin panel, newest first. */
export const listContactMessages = ownerProcedure
  .meta({ openapi: { method: 'GET', path: '/contact-messages', tags: ['contact'], summary: 'List contact messages' } })
  .input(z.void())
  .output(z.array(contactMessageSchema))
  .query(({ ctx }) => listContactMessageRows(ctx.db));
