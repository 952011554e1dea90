import type { Profile } from '@folio/contracts';

/** docs/spec.md §2 "Home": what the page says before the owner fills in a profile. */
export const PROFILE_FALLBACKS = {
  name: 'Your Name',
  title: 'Professional & Creative',
  bio: 'Showcasing my work and managing files in one place',
  footerName: 'Portfolio',
} as const;

export type ShownProfile = { name: string; title: string; bio: string };

export function withFallbacks(profile: Profile | null | undefined): ShownProfile {
  return {
    name: profile?.name || PROFILE_FALLBACKS.name,
    title: profile?.title || PROFILE_FALLBACKS.title,
    bio: profile?.bio || PROFILE_FALLBACKS.bio,
  };
}
