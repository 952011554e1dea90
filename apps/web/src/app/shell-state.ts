import type { AuthUser } from '@folio/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { ownerNameOf } from '../lib/owner-name';
import { siteBrandFrom, type SiteBrand } from '../lib/site-brand';

/** What the nav bar shows beyond the route table: who is signed in, whether Writing has a post, the owner's name. */
export type ShellState = {
  isLoading: boolean;
  isAuthenticated: boolean;
  hasWriting: boolean;
  /** Null while signed out or still loading. */
  ownerName: string | null;
  /** The site's name, logo, palette and default colour scheme. */
  brand: SiteBrand;
};

/** Until the sign-in check has answered (a page rendered in the browser). */
export function loadingShell(): ShellState {
  return { isLoading: true, isAuthenticated: false, hasWriting: false, ownerName: null, brand: siteBrandFrom(null) };
}

/**
 * The shell's state as a server-rendered page's data says it, read without the data client (TanStack Query and
 * tRPC), which a visitor's Home does not load: the page's own data for hydration, found by the tRPC procedure's
 * path, which is the first part of each query's key (`[['auth', 'getSessionUser'], { type: 'query' }]`).
 */
export function shellStateFrom(state: Pick<DehydratedState, 'queries'> | null): ShellState {
  if (!state) return loadingShell();
  const dataOf = (procedure: string): unknown => {
    const query = state.queries.find(
      ({ queryKey }) => Array.isArray(queryKey[0]) && queryKey[0].join('.') === procedure,
    );
    return query?.state.status === 'success' ? query.state.data : undefined;
  };
  const user = dataOf('auth.getSessionUser') as AuthUser | null | undefined;
  if (user === undefined) return loadingShell();
  const settings = dataOf('settings.getUserSettings') as { displayName: string | null } | undefined;
  return {
    isLoading: false,
    isAuthenticated: user !== null,
    hasWriting: dataOf('posts.hasPublishedPosts') === true,
    ownerName: user && settings ? ownerNameOf(user, settings) : null,
    brand: siteBrandFrom(dataOf('siteSettings.getSiteSettings') as SiteBrand | undefined),
  };
}
