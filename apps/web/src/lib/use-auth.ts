import type { AuthUser } from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

export type AuthState = {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
};

/**
 * Who is looking (docs/spec.md §4 "Authentication"): signed in exactly when the current-user call returns data.
 * The web app asks tRPC's `auth.getSessionUser`, which answers `null` to a visitor instead of REST's 401, so a
 * visitor's console stays clean; server-rendered pages carry the answer, so they make no call at all.
 * Never retried: a failure means "no user".
 */
export function useAuth(): AuthState {
  const trpc = useTRPC();
  const { data, isPending } = useQuery({ ...trpc.auth.getSessionUser.queryOptions(), retry: false });
  const user = data ?? null;
  return { user, isLoading: isPending, isAuthenticated: user !== null };
}
