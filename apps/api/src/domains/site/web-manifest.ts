import { BRAND_COLOR, DEFAULT_SITE_NAME, textDirection, type Profile, type SiteSettingsView } from '@folio/contracts';

/** The page's background before the app paints: Mantine's body in each scheme. */
const BACKGROUND = { light: '#ffffff', dark: '#242424' } as const;

/** The site's colour as browsers tint their UI with it (theme-color): the accent's filled shade. */
export function themeColorOf(site: SiteSettingsView): string {
  return site.palette[6] ?? BRAND_COLOR;
}

/**
 * The web app manifest (installable site, home-screen name, colours and icons): named as the owner named the site,
 * or after the owner until they do, or SPEC's fallback (`fallbackName`, in the site's language) before a profile.
 */
export function renderWebManifest(
  profile: Profile | null,
  site: SiteSettingsView,
  iconsEtag: string,
  fallbackName: string,
): string {
  const ownerName = profile?.name.trim() || fallbackName;
  const named = site.name !== DEFAULT_SITE_NAME;
  const name = named ? site.name : ownerName;
  // The icons' version in their address: an installed app fetches new icons when the brand changes.
  const version = iconsEtag.replace(/\W/g, '').slice(-8);
  return JSON.stringify({
    id: '/',
    name: !named && profile?.title ? `${name} — ${profile.title}` : name,
    short_name: name,
    description: profile?.bioText || undefined,
    lang: site.language,
    dir: textDirection(site.language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: site.defaultColorScheme === 'dark' ? BACKGROUND.dark : BACKGROUND.light,
    theme_color: themeColorOf(site),
    icons: [
      { src: `/icon.svg?v=${version}`, sizes: 'any', type: 'image/svg+xml' },
      { src: `/icon-192.png?v=${version}`, sizes: '192x192', type: 'image/png' },
      { src: `/icon-512.png?v=${version}`, sizes: '512x512', type: 'image/png' },
    ],
  });
}
