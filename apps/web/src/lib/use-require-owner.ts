import { LOGIN_REDIRECT_DELAY_MS, type ToastText } from '@folio/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showToast, usePreloadedToasts } from './toast';
import { useAuth } from './use-auth';

export type OwnerGate = { isLoading: boolean; isAuthenticated: boolean };

/** The sign-in page, coming back to where the visitor was. */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Admin and Credentials (docs/spec.md §4/§6): once the auth check ends signed out, show the destructive toast and,
 * after LOGIN_REDIRECT_DELAY_MS, go to the sign-in page (a full navigation: sign-in is server-rendered).
 * The page renders nothing while `isAuthenticated` is false. `enabled: false` holds the redirect back while
 * the page may still turn out to be public (Credentials).
 */
export function useRequireOwner(toast: ToastText, { enabled = true }: { enabled?: boolean } = {}): OwnerGate {
  const { isLoading, isAuthenticated } = useAuth();
  const { title, description } = toast;
  usePreloadedToasts();

  useEffect(() => {
    if (!enabled || isLoading || isAuthenticated) return;
    showToast({ title, description, variant: 'destructive' });
    const timer = window.setTimeout(() => {
      const { pathname, search } = window.location;
      window.location.href = loginUrl(pathname + search);
    }, LOGIN_REDIRECT_DELAY_MS);
    // Leaving the page before the delay ends cancels the redirect.
    return () => window.clearTimeout(timer);
  }, [enabled, isLoading, isAuthenticated, title, description]);

  return { isLoading, isAuthenticated };
}

/** Settings and Analytics (docs/spec.md §4): a visitor who is not signed in is sent to '/'. */
export function useRedirectVisitors(): OwnerGate {
  const { isLoading, isAuthenticated } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isLoading && !isAuthenticated) navigate('/', { replace: true });
  }, [isLoading, isAuthenticated, navigate]);

  return { isLoading, isAuthenticated };
}
