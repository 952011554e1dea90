import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useThemePreference } from './theme';
import { useTRPC } from './trpc';
import { readAppliedFor, writeAppliedFor } from './saved-theme-applied';
import { useAuth } from './use-auth';

/**
 * The theme saved in Settings follows the owner to any device. Once per sign-in (the first
 * time this browser sees the owner signed in after seeing them signed out), the saved preference replaces the
 * browser's own; after that the nav bar's toggle is the owner's to use, and a reload does not undo it. An
 * owner who never saved settings keeps the browser's theme.
 */
export function useSavedThemeAtSignIn(): void {
  const trpc = useTRPC();
  const { user, isLoading } = useAuth();
  const { setPreference } = useThemePreference();
  const { data: settings } = useQuery({ ...trpc.settings.getUserSettings.queryOptions(), enabled: user !== null });

  useEffect(() => {
    if (isLoading) return;
    if (!user) {
      writeAppliedFor(null);
      return;
    }
    if (!settings || readAppliedFor() === user.id) return;
    // Nothing saved yet: SPEC's default must not override what this browser already shows.
    if (settings.savedAt !== null) setPreference(settings.themePreference);
    writeAppliedFor(user.id);
  }, [isLoading, user, settings, setPreference]);
}
