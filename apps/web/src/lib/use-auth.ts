import type { AuthUser } from '@folio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

export type AuthState = {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
};

/**
 * Who is looking (SPEC §4 "Authentication"): signed in exactly when the current-user call returns data.
 * A 401 (or any failure) means "no user"; it is never retried, so a visitor costs one request.
 */
export function useAuth(): AuthState {
  const trpc = useTRPC();
  const { data, isPending } = useQuery({ ...trpc.auth.getCurrentUser.queryOptions(), retry: false });
  const user = data ?? null;
  return { user, isLoading: isPending, isAuthenticated: user !== null };
}
