import { sitePalettePreviewInputSchema, sitePalettePreviewSchema } from '@folio/contracts';
import { brandPalette } from '../../lib/brand-palette';
import { ownerProcedure } from '../../trpc/procedures';

/**
 * The palette an accent would get, for the live preview while the owner picks one: made by the server, as the
 * saved one is, so the browser carries no colour library. Not on the REST surface: it changes nothing.
 */
export const previewSitePalette = ownerProcedure
  .input(sitePalettePreviewInputSchema)
  .output(sitePalettePreviewSchema)
  .query(({ input }) => {
    const { shades, adjusted } = brandPalette(input.accentColor);
    return { palette: shades, adjusted };
  });
