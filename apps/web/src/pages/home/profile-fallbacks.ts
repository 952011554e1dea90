import type { Profile, Translate } from '@folio/contracts';

export type ShownProfile = { name: string; title: string; bio: string };

/** docs/spec.md §2 "Home": what the page says, in the site's language, before the owner fills in a profile. */
export function withFallbacks(profile: Profile | null | undefined, t: Translate<'pages'>): ShownProfile {
  return {
    name: profile?.name || t('home.fallback.name'),
    title: profile?.title || t('home.fallback.title'),
    bio: profile?.bio || t('home.fallback.bio'),
  };
}
