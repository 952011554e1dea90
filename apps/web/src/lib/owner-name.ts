import type { AuthUser } from '@folio/contracts';

/** What names the owner when neither a display name nor the sign-in provider gives one (the password sign-in). */
export const OWNER_NAME_FALLBACK = 'Owner';

function providerName(user: AuthUser): string | null {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.email || null;
}

/** The Settings display name, else the name the sign-in provider gave, else 'Owner'. */
export function ownerNameOf(user: AuthUser, settings: { displayName: string | null } | undefined): string {
  return settings?.displayName ?? providerName(user) ?? OWNER_NAME_FALLBACK;
}
