import type { AppRouter } from '@folio/api/router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

/**
 * The one tRPC + TanStack Query setup of the app. Pages call `useTRPC()` and pass
 * `trpc.<domain>.<procedure>.queryOptions()` to `useQuery` and `.mutationOptions()` to `useAppMutation`;
 * after a change they invalidate `trpc.<domain>.<procedure>.queryKey()`.
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/**
 * docs/spec.md §7: data never goes stale, no refetch on focus, no polling, no retries. One client per browser tab
 * (entry-client) and one per server render (entry-server), so one visitor's data never reaches another.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Calls from the browser. The server renders from its prefetched cache and never calls through this. */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/api/trpc',
      // Same origin in production; explicit so the session cookie always travels (docs/spec.md §7: all calls send cookies).
      fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
    }),
  ],
});
