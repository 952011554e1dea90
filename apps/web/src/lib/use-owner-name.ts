import { useQuery } from '@tanstack/react-query';
import { ownerNameOf } from './owner-name';
import { useTRPC } from './trpc';
import { useAuth } from './use-auth';

/**
 * The name the signed-in UI calls the owner by: the Settings display name, else the name the
 * sign-in provider gave, else 'Owner'. Null while signed out or still loading.
 */
export function useOwnerName(): string | null {
  const trpc = useTRPC();
  const { user } = useAuth();
  const { data: settings, isPending } = useQuery({
    ...trpc.settings.getUserSettings.queryOptions(),
    enabled: user !== null,
  });
  if (!user || isPending) return null;
  return ownerNameOf(user, settings);
}
