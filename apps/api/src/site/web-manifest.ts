import { BRAND_COLOR, type Profile } from '@folio/contracts';

/** The site's colour, as in the pages' theme-color. */
export const THEME_COLOR = BRAND_COLOR;
/** SPEC's fallback for a site whose owner has not saved a profile yet. */
const FALLBACK_NAME = 'Portfolio';

/** The web app manifest (installable site, home-screen name and icons), named after the owner. */
export function renderWebManifest(profile: Profile | null): string {
  const name = profile?.name.trim() || FALLBACK_NAME;
  return JSON.stringify({
    id: '/',
    name: profile?.title ? `${name} — ${profile.title}` : name,
    short_name: name,
    description: profile?.bioText || undefined,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  });
}
