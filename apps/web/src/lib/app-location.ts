import { createContext, useContext, useSyncExternalStore } from 'react';

/** Where the app is: the address's path, query and hash. */
export type AppLocation = { pathname: string; search: string; hash: string };

export type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * The address as the shell sees it (the nav bar's links, the page views, the document title), and how its links
 * move. React Router lives with the pages (app/routed-area.tsx), and on a visitor's Home it is not loaded until
 * the first move: until then the address is the one the page arrived at, and a move is handed to whatever
 * `navigateWith` last installed (app/page-area.tsx, which brings the router). Once the router runs, it reports
 * each location here and installs its own navigate.
 */
export type AppLocationSource = {
  current: () => AppLocation;
  subscribe: (onChange: () => void) => () => void;
  navigate: AppNavigate;
  /** The router reports where it is now. */
  follow: (location: AppLocation) => void;
  /** Installs how the app moves from now on; the returned function uninstalls it. */
  navigateWith: (navigate: AppNavigate) => () => void;
};

export function createAppLocation(arrival: AppLocation): AppLocationSource {
  let location = arrival;
  const listeners = new Set<() => void>();
  const navigators: AppNavigate[] = [];
  // A link clicked while the page hydrates is answered in the commit that hydrates it, before effects have installed
  // any navigate: the move waits for the first one rather than being lost (the link's default was prevented).
  let waiting: { to: string; options?: { replace?: boolean } } | null = null;
  return {
    current: () => location,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    navigate: (to, options) => {
      const navigate = navigators.at(-1);
      if (navigate) navigate(to, options);
      else waiting = { to, options };
    },
    follow: (next) => {
      if (next.pathname === location.pathname && next.search === location.search && next.hash === location.hash) return;
      location = next;
      for (const listener of listeners) listener();
    },
    navigateWith: (navigate) => {
      navigators.push(navigate);
      if (waiting) {
        const { to, options } = waiting;
        waiting = null;
        navigate(to, options);
      }
      return () => {
        const index = navigators.lastIndexOf(navigate);
        if (index >= 0) navigators.splice(index, 1);
      };
    },
  };
}

export const AppLocationContext = createContext<AppLocationSource | null>(null);

export function useAppLocationSource(): AppLocationSource {
  const source = useContext(AppLocationContext);
  if (!source) throw new Error('The app provides its location (AppProviders)');
  return source;
}

/** The app's address, rendering again when it changes. */
export function useAppLocation(): AppLocation {
  const source = useAppLocationSource();
  return useSyncExternalStore(source.subscribe, source.current, source.current);
}
