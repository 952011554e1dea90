import { siteSettingsInputSchema, siteSettingsSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { saveSiteSettings } from './site-settings-repository';

/** Changes the settings given; a field left out keeps its value. */
export const updateSiteSettings = ownerProcedure
  .meta({ openapi: { method: 'PUT', path: '/site', tags: ['site'], summary: 'Change the site settings' } })
  .input(siteSettingsInputSchema)
  .output(siteSettingsSchema)
  .mutation(({ ctx, input }) => saveSiteSettings(ctx.db, input));
