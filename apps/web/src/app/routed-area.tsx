import { Center, Loader } from '@mantine/core';
import { Suspense, use, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  StaticRouter,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
} from 'react-router';
import { MAIN_ID } from '../components/shell/skip-link';
import { ToastViewport } from '../components/shell/toast-viewport';
import { useAppLocationSource } from '../lib/app-location';
import { useTexts } from '../lib/texts';
import { useLoadedDataClient } from './data-client-source';
import { findPage } from './pages';
import { AppRoutes } from './routes';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

let browserHistory: BrowserHistory | null = null;

/**
 * The tab's history as React Router keeps it (each entry it makes numbered, which lib/use-unsaved-changes-guard.ts
 * reads), made once: by the first page rendered with the router, or by a visitor's first move from Home
 * (page-area.tsx), which pushes the new address before the router shows it.
 */
export function tabHistory(): BrowserHistory {
  browserHistory ??= createBrowserHistory({ window, v5Compat: true });
  return browserHistory;
}

/** Tells the app's location (the shell) where the router is, and lets it move through the router. */
function FollowRouter() {
  const source = useAppLocationSource();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => source.follow({ pathname, search, hash }), [source, pathname, search, hash]);
  useLayoutEffect(() => source.navigateWith((to, options) => void navigate(to, options)), [source, navigate]);
  return null;
}

type PageWithDataProps = { className?: string; children: ReactNode; afterArrival: boolean };

/**
 * The page with the data client's providers above it. After a navigation, both it and the page's code have
 * loaded before the page shows: the navigation is a transition, so the page on screen stays meanwhile rather
 * than giving way to the loader.
 */
function PageWithData({ className, children, afterArrival }: PageWithDataProps) {
  const { Providers } = useLoadedDataClient();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [first] = useState(here);
  const [hasMoved, setHasMoved] = useState(afterArrival);
  if (!hasMoved && here !== first) setHasMoved(true);
  const { preload } = findPage(pathname);
  if (hasMoved && preload) use(preload());
  return (
    <main id={MAIN_ID} tabIndex={-1} className={className}>
      <Providers>{children}</Providers>
    </main>
  );
}

/**
 * The pages under React Router: the browser's history in the browser, the requested address on the server.
 * Loaded apart from the shell (page-area.tsx): a visitor's Home has no need of it until they move on.
 * `afterArrival`: mounted by that first move, so the page it shows is a navigation's.
 */
export function RoutedArea({ className, afterArrival }: { className?: string; afterArrival: boolean }) {
  const { pathname, search, hash } = useAppLocationSource().current();
  const t = useTexts('shell');
  const pages = (
    <>
      <FollowRouter />
      {/* Every toast comes from a page or what it runs: a visitor's Home, kept as it arrived, shows none. */}
      <ToastViewport />
      <PageWithData className={className} afterArrival={afterArrival}>
        <Suspense
          fallback={
            <Center py={96}>
              <Loader aria-label={t('page.loading')} />
            </Center>
          }
        >
          <AppRoutes />
        </Suspense>
      </PageWithData>
    </>
  );
  return import.meta.env.SSR ? (
    <StaticRouter location={`${pathname}${search}${hash}`}>{pages}</StaticRouter>
  ) : (
    <HistoryRouter history={tabHistory()}>{pages}</HistoryRouter>
  );
}
