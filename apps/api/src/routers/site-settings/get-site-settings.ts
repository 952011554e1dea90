import { siteSettingsSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { findSiteSettings } from './site-settings-repository';

/** Settings of the site itself, open to everyone: the contact form reads whether it must solve a challenge. */
export const getSiteSettings = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/site', tags: ['site'], summary: 'Get the site settings', protect: false } })
  .input(z.void())
  .output(siteSettingsSchema)
  .query(({ ctx }) => findSiteSettings(ctx.db));
