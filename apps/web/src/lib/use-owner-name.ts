import type { AuthUser } from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';
import { useAuth } from './use-auth';

/** What names the owner when neither a display name nor the sign-in provider gives one (the password sign-in). */
export const OWNER_NAME_FALLBACK = 'Owner';

function providerName(user: AuthUser): string | null {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.email || null;
}

/**
 * The name the signed-in UI calls the owner by: the Settings display name, else the name the
 * sign-in provider gave, else 'Owner'. Null while signed out or still loading.
 */
export function useOwnerName(): string | null {
  const trpc = useTRPC();
  const { user } = useAuth();
  const { data: settings, isPending } = useQuery({ ...trpc.settings.getUserSettings.queryOptions(), enabled: user !== null });
  if (!user || isPending) return null;
  return settings?.displayName ?? providerName(user) ?? OWNER_NAME_FALLBACK;
}
