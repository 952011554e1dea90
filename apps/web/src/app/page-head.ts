import type { Profile, Translate } from '@folio/contracts';

/** What a site without a profile is called and says of itself (SPEC's fallbacks), in the site's language. */
export type SiteFallbacks = { siteName: string; bio: string };

export function siteFallbacks(t: Translate<'pages'>): SiteFallbacks {
  return { siteName: t('home.fallback.siteName'), bio: t('home.fallback.bio') };
}
/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 160;

/** "Ada Lovelace — Analyst" on Home; "Files — Ada Lovelace" elsewhere. */
export function pageTitle(label: string | null, profile: Profile | null | undefined, fallbacks: SiteFallbacks): string {
  const name = profile?.name || fallbacks.siteName;
  if (label !== null) return `${label} — ${name}`;
  return profile ? `${profile.name} — ${profile.title}` : fallbacks.siteName;
}

/** The page's own description (a post's summary) or the bio as plain text (it is Markdown), on one line, cut at a word near the length search results show. */
export function pageDescription(
  profile: Profile | null | undefined,
  fallbacks: SiteFallbacks,
  ownDescription?: string,
): string {
  const text = (ownDescription || profile?.bioText || fallbacks.bio).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
