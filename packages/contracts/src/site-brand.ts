import { z } from './zod-config';
import { BRAND_SHADES } from './brand';
import { idSchema } from './common';
import { THEME_PREFERENCES } from './theme-preference';

export const SITE_NAME_MAX = 60;

/** The owner's brand, as stored: name, accent colour, the colour scheme of a visitor without a choice, the logo. */
export const siteBrandFields = {
  name: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(SITE_NAME_MAX, `At most ${String(SITE_NAME_MAX)} characters`),
  /** `#rrggbb`; kept as typed (lower case): the palette built from it may adjust it for contrast. */
  accentColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour written as #rrggbb')
    .toLowerCase(),
  defaultColorScheme: z.enum(THEME_PREFERENCES),
  /** A `purpose: 'picture'` file; null shows the monogram (the name's initials in the accent). */
  logoFileId: idSchema.nullable(),
};

/** What the server derives from the brand for every page (read only). */
export const siteBrandDerivedFields = {
  /** Where the logo is downloaded from; null without a logo. */
  logoUrl: z.string().nullable(),
  /**
   * Mantine's primary scale, made on the server from the accent so that text and filled buttons keep WCAG AA
   * contrast in light and dark: the browser receives ten colours, never a colour library.
   */
  palette: z.array(z.string()).length(BRAND_SHADES.length),
};

/** Settings → Site's live preview: the palette an accent would get, and whether it was adjusted for contrast. */
export const sitePalettePreviewInputSchema = z.object({ accentColor: siteBrandFields.accentColor });
export const sitePalettePreviewSchema = z.object({ palette: siteBrandDerivedFields.palette, adjusted: z.boolean() });

/** How the server names the logo among a file's uses (the 409 of deleting a file in use). */
export const siteBrandTexts = { logoUse: 'the site logo' } as const;
