import { siteSettingsViewSchema } from '@folio/contracts';
import { z } from 'zod';
import { publicProcedure } from '../../trpc/procedures';
import { readSiteSettings } from './site-settings-view';

/**
 * Settings of the site itself, open to everyone: whether the contact form asks for a challenge, and the owner's
 * brand (name, accent and its palette, the default colour scheme, the logo) that every page shows.
 */
export const getSiteSettings = publicProcedure
  .meta({ openapi: { method: 'GET', path: '/site', tags: ['site'], summary: 'Get the site settings', protect: false } })
  .input(z.void())
  .output(siteSettingsViewSchema)
  .query(({ ctx }) => readSiteSettings(ctx));
