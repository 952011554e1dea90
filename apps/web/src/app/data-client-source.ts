import { createContext, use, useContext, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { lazyModule } from '../lib/lazy-module';
import type { VisitorTurnedAway } from './pages';
import type { ShellState } from './shell-state';

/** The data client (TanStack Query and tRPC, app/data-client.tsx) as the app shell uses it. */
export type DataClient = {
  /** What pages need above them to ask for data (`useTRPC`, `useQuery`). */
  Providers: ComponentType<{ children: ReactNode }>;
  /** Follows the shell's data (sign-in, Writing, the owner's name) and reports it; renders nothing. */
  ShellQueries: ComponentType<{ onChange: (shell: ShellState) => void }>;
  /** The signed-in owner's name in the nav bar (components/shell/owner-name.tsx). */
  OwnerName: ComponentType<{ name: string }>;
  /** An owner page's gate (app/owner-page-gate.tsx), which asks who is signed in. */
  OwnerPageGate: ComponentType<{ turnAway: VisitorTurnedAway; children: ReactNode }>;
};

/**
 * Where the app gets its data client: here from the start (the server's render, a page hydrated with its data),
 * or loaded with the first page that needs it (a visitor's Home, shown as the server rendered it, needs none).
 */
export type DataClientSource = {
  /** The client if it is here, else null. */
  current: () => DataClient | null;
  load: () => Promise<DataClient>;
  subscribe: (onLoaded: () => void) => () => void;
};

const stayingPut = () => () => undefined;

export function readyDataClient(client: DataClient): DataClientSource {
  const loaded = Promise.resolve(client);
  Object.assign(loaded, { status: 'fulfilled', value: client });
  return { current: () => client, load: () => loaded, subscribe: stayingPut };
}

/** A client whose code is fetched on the first `load()`; those subscribed hear when it has arrived. */
export function lazyDataClient(importClient: () => Promise<DataClient>): DataClientSource {
  let client: DataClient | null = null;
  const listeners = new Set<() => void>();
  const load = lazyModule(async () => {
    client = await importClient();
    for (const listener of listeners) listener();
    return client;
  });
  return {
    current: () => client,
    load,
    subscribe: (onLoaded) => {
      listeners.add(onLoaded);
      return () => listeners.delete(onLoaded);
    },
  };
}

export const DataClientContext = createContext<DataClientSource | null>(null);

function useSource(): DataClientSource {
  const source = useContext(DataClientContext);
  if (!source) throw new Error('The app has no data client source (App provides it)');
  return source;
}

/** The data client once it is here, else null (rendering again when it arrives). */
export function useDataClient(): DataClient | null {
  const source = useSource();
  return useSyncExternalStore(source.subscribe, source.current, source.current);
}

/** The data client, suspending until it has loaded (within a navigation, the page shown stays until then). */
export function useLoadedDataClient(): DataClient {
  return use(useSource().load());
}
