import type { SiteSettings, SiteSettingsView } from '@folio/contracts';
import { brandPalette } from '../../lib/brand-palette';
import { readPublic, type PublicReadContext } from '../../trpc/public-read';
import { findSiteSettings } from './site-settings-repository';

/** Palettes made so far, by accent: a site has one or two, and making one takes a few milliseconds. */
const palettes = new Map<string, string[]>();
const MAX_PALETTES = 64;

function paletteOf(accentColor: string): string[] {
  let shades = palettes.get(accentColor);
  if (!shades) {
    if (palettes.size >= MAX_PALETTES) palettes.clear();
    shades = brandPalette(accentColor).shades;
    palettes.set(accentColor, shades);
  }
  return shades;
}

/** The settings with what every page derives from them: the logo's address and the accent's palette. */
export function viewOf(settings: SiteSettings & { logoPath: string | null }): SiteSettingsView {
  const { logoPath, ...stored } = settings;
  return { ...stored, logoUrl: logoPath, palette: paletteOf(stored.accentColor) };
}

/**
 * What GET /api/site answers; visitors (and so every kept page, the icons, the manifest and the social card)
 * share one recent read under the key 'site-settings', which a change by the owner clears.
 */
export const readSiteSettings = (ctx: PublicReadContext): Promise<SiteSettingsView> =>
  readPublic(ctx, 'site-settings', async () => viewOf(await findSiteSettings(ctx.db)));
