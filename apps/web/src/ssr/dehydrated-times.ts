import type { DehydratedState } from '@tanstack/react-query';

/**
 * A server-rendered page is kept and sent to every visitor until its data changes (the API's page cache), so it
 * must not carry the moment it was rendered: TanStack Query stamps each query with when it was fetched and
 * dehydrated. The server sends them as 0; the browser stamps them with the time the page arrived. Nothing reads
 * them but TanStack Query, whose data never goes stale here (lib/trpc.ts), so only refetch ordering depends on it.
 */
export function withoutTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/** The browser's side: the data is as recent as the page that brought it. */
export function stampedAt(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: query.state.data === undefined ? 0 : now },
    })),
  };
}
