import type { Profile } from '@folio/contracts';
import { PROFILE_FALLBACKS } from '../pages/home/profile-fallbacks';

/** What a site without a profile is called (SPEC's footer fallback). */
const SITE_FALLBACK_NAME = PROFILE_FALLBACKS.footerName;
/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 160;

/** "Ada Lovelace — Analyst" on Home; "Files — Ada Lovelace" elsewhere. */
export function pageTitle(label: string | null, profile: Profile | null | undefined): string {
  const name = profile?.name || SITE_FALLBACK_NAME;
  if (label !== null) return `${label} — ${name}`;
  return profile ? `${profile.name} — ${profile.title}` : SITE_FALLBACK_NAME;
}

/** The page's own description (a post's summary) or the bio as plain text (it is Markdown), on one line, cut at a word near the length search results show. */
export function pageDescription(profile: Profile | null | undefined, ownDescription?: string): string {
  const text = (ownDescription || profile?.bioText || PROFILE_FALLBACKS.bio).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
