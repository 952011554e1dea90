import { hydrate, QueryClientProvider, useQuery, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { OwnerName } from '../components/shell/owner-name';
import { createQueryClient, trpcClient, TRPCProvider, useTRPC } from '../lib/trpc';
import { useAuth } from '../lib/use-auth';
import { siteBrandFrom } from '../lib/site-brand';
import { useOwnerName } from '../lib/use-owner-name';
import { useSavedThemeAtSignIn } from '../lib/use-saved-theme-at-sign-in';
import type { DataClient } from './data-client-source';
import { OwnerPageGate } from './owner-page-gate';
import type { ShellState } from './shell-state';
import { useDocumentTitle } from './use-document-title';

/** The shell's data as the query cache has it, reported whenever it changes; and what follows sign-in and pages. */
function ShellQueries({ onChange }: { onChange: (shell: ShellState) => void }) {
  const trpc = useTRPC();
  const { isLoading, isAuthenticated } = useAuth();
  // Rendered pages carry the answer; a page rendered in the browser asks after the sign-in check.
  const { data: hasWriting = false } = useQuery({
    ...trpc.posts.hasPublishedPosts.queryOptions(),
    enabled: !isLoading,
  });
  const ownerName = useOwnerName();
  const { data: site } = useQuery(trpc.siteSettings.getSiteSettings.queryOptions());
  const brand = useMemo(() => siteBrandFrom(site), [site]);
  useSavedThemeAtSignIn();
  useDocumentTitle();
  useEffect(() => {
    onChange({ isLoading, isAuthenticated, hasWriting, ownerName, brand });
  }, [onChange, isLoading, isAuthenticated, hasWriting, ownerName, brand]);
  return null;
}

/** The data client over one query cache: the server's for one render, or the browser tab's. */
export function createDataClient(queryClient: QueryClient): DataClient {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    );
  }
  return {
    Providers,
    OwnerPageGate,
    OwnerName,
    ShellQueries: (props) => (
      <Providers>
        <ShellQueries {...props} />
      </Providers>
    ),
  };
}

/** The browser tab's data client, starting from the data the server-rendered page arrived with (if any). */
export function startBrowserDataClient(state: DehydratedState | null): DataClient {
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state);
  return createDataClient(queryClient);
}
