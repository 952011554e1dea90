import { siteSettingsInputSchema, siteSettingsViewSchema } from '@folio/contracts';
import { ownerProcedure } from '../../trpc/procedures';
import { assertLogoReference } from './logo-reference';
import { findSiteSettings, saveSiteSettings } from './site-settings-repository';
import { viewOf } from './site-settings-view';

/**
 * Changes the settings given; a field left out keeps its value. An accent too light or too dark to read is kept
 * as typed: the palette made from it is adjusted for contrast (`palette`).
 */
export const updateSiteSettings = ownerProcedure
  .meta({ openapi: { method: 'PUT', path: '/site', tags: ['site'], summary: 'Change the site settings' } })
  .input(siteSettingsInputSchema)
  .output(siteSettingsViewSchema)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await assertLogoReference(trx, input.logoFileId);
      await saveSiteSettings(trx, input);
      return viewOf(await findSiteSettings(trx));
    }),
  );
