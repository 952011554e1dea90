import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useThemePreference } from './theme';
import { useTRPC } from './trpc';
import { useAuth } from './use-auth';

/** Which signed-in owner this browser has already applied the saved theme for; cleared when signed out. */
const APPLIED_FOR_KEY = 'folio.saved-theme-applied-for';

function readAppliedFor(): string | null {
  try {
    return window.localStorage.getItem(APPLIED_FOR_KEY);
  } catch {
    return null;
  }
}

function writeAppliedFor(userId: string | null): void {
  try {
    if (userId) window.localStorage.setItem(APPLIED_FOR_KEY, userId);
    else window.localStorage.removeItem(APPLIED_FOR_KEY);
  } catch {
    // Storage can be blocked (privacy modes); the saved theme is then applied on every visit instead.
  }
}

/**
 * Signing out: the next sign-in applies the saved theme again. Called by Logout itself, since the signed-out page
 * it leads to may be left before this browser's app has run there and seen the owner signed out.
 */
export function forgetSavedThemeApplied(): void {
  writeAppliedFor(null);
}

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
