import {
  BRAND_SHADES,
  DEFAULT_SITE_BRAND,
  isThemePreference,
  type SiteSettingsView,
  type ThemePreference,
} from '@folio/contracts';

/** What a page shows of the owner's brand: the site's name, its logo, its palette (made on the server). */
export type SiteBrand = Pick<SiteSettingsView, 'name' | 'logoUrl' | 'palette' | 'defaultColorScheme'>;

/**
 * The brand the server put on <html> (apps/api/src/plugins/web-brand.ts), for a page the browser renders before
 * the site settings have loaded (the owner's pages have no server render): its first paint already in the accent.
 */
function brandOnPage(): SiteBrand | null {
  if (typeof document === 'undefined') return null;
  const root = document.documentElement;
  const palette = root.getAttribute('data-brand-palette')?.split(',');
  if (palette?.length !== BRAND_SHADES.length) return null;
  return { ...DEFAULT_SITE_BRAND, palette, defaultColorScheme: siteDefaultColorScheme(), logoUrl: null };
}

const DEFAULT_BRAND: SiteBrand = { ...DEFAULT_SITE_BRAND, palette: [...BRAND_SHADES], logoUrl: null };

/**
 * The site's brand: from the site settings when there are some (a server render carries them, the data client
 * follows them), else what the page carries, else SPEC's.
 */
export function siteBrandFrom(settings: SiteBrand | null | undefined): SiteBrand {
  if (settings) {
    const { name, logoUrl, palette, defaultColorScheme } = settings;
    return { name, logoUrl, palette, defaultColorScheme };
  }
  return brandOnPage() ?? DEFAULT_BRAND;
}

/**
 * The colour scheme a visitor without a choice of their own gets, as the server wrote it on <html> for
 * public/theme-init.js; 'light' (SPEC's default) on the server and when absent.
 */
export function siteDefaultColorScheme(): ThemePreference {
  if (typeof document === 'undefined') return 'light';
  const value = document.documentElement.getAttribute('data-default-color-scheme');
  return isThemePreference(value) ? value : 'light';
}
