import { z } from './zod-config';
import { BRAND_SHADES } from './brand';
import { idSchema } from './common';
import { THEME_PREFERENCES } from './theme-preference';

export const SITE_NAME_MAX = 60;

/** The owner's brand, as stored: name, accent colour, the colour scheme of a visitor without a choice, the logo. */
export const siteBrandFields = {
  name: z.string().trim().min(1, 'Required').max(SITE_NAME_MAX, `At most ${String(SITE_NAME_MAX)} characters`),
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


/** Settings → Site, as the owner reads it. Kept together so that they can move to translation catalogues. */
export const siteBrandTexts = {
  tab: 'Site',
  heading: 'Site',
  description: 'How your site presents itself: its name, colour, logo and the colour scheme visitors first see.',
  name: 'Site name',
  nameHint: 'Shown in the header, the browser tab, the app icon and link previews',
  accentColor: 'Accent colour',
  accentHint: 'Buttons, links and icons. A colour too light or too dark to read is adjusted for contrast.',
  accentAdjusted: 'Adjusted for readable contrast',
  defaultColorScheme: 'Default colour scheme',
  defaultColorSchemeHint: 'What a visitor sees until they choose with the theme toggle',
  schemeOptions: { light: 'Light', dark: 'Dark', system: 'System' },
  logo: 'Logo',
  logoHint: 'A square picture works best; without one the header shows your initials',
  preview: 'Preview',
  previewLight: 'Light',
  previewDark: 'Dark',
  previewButton: 'View Portfolio',
  previewText: 'A link in your accent colour',
  save: 'Save Site',
  saving: 'Saving...',
  saved: { title: 'Site saved', description: 'Your site now shows its new name and colours.' },
  saveFailed: { title: 'Error', description: 'Failed to save the site settings. Please try again.' },
  logoUse: 'the site logo',
} as const;
