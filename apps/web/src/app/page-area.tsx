import { use, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppData } from './app-data';
import { useLoadedDataClient } from './data-client-source';
import { findPage, NOT_FOUND_PAGE } from './pages';

/**
 * A click on a link of the app in markup React does not manage (the kept arrival page below) moves in place,
 * as a link the app renders would; links elsewhere (another site, a download, a section of this page) are left
 * to the browser.
 */
function useFollowAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
    if (findPage(url.pathname) === NOT_FOUND_PAGE) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

/** The page's <main>, where the skip link leads (focusable by script only: it is no control). */
export const MAIN_ID = 'main-content';

type PageWithDataProps = { className?: string; children: ReactNode; navigated: boolean };

/**
 * The page with the data client's providers above it. After a navigation, both it and the page's code have
 * loaded before the page shows: the navigation is a transition, so the page on screen stays meanwhile rather
 * than giving way to the loader.
 */
function PageWithData({ className, children, navigated }: PageWithDataProps) {
  const { Providers } = useLoadedDataClient();
  const { preload } = findPage(useLocation().pathname);
  if (navigated && preload) use(preload());
  return (
    <main id={MAIN_ID} tabIndex={-1} className={className}>
      <Providers>{children}</Providers>
    </main>
  );
}

/**
 * The <main> element with the page. A visitor's arrival on a page whose sections never change after render
 * (pages.ts `staticForVisitors`) keeps the server's markup as it is: neither the page's code nor the data client
 * is needed to hydrate it, so neither loads until the visitor moves to another page. Everything else, and that
 * page once reached by a navigation, is rendered by its components with the data client.
 */
export function PageArea({ className, children }: { className?: string; children: ReactNode }) {
  const { arrivalHtml } = useAppData();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [arrival] = useState(here);
  const [hasMoved, setHasMoved] = useState(false);
  if (!hasMoved && here !== arrival) setHasMoved(true);
  const followAppLink = useFollowAppLinks();

  if (arrivalHtml !== null && !hasMoved && here === arrival) {
    // Hydration keeps the element's content as it is: React neither compares nor rewrites markup it was given whole.
    return <main key="arrival" id={MAIN_ID} tabIndex={-1} className={className} onClick={followAppLink} dangerouslySetInnerHTML={{ __html: arrivalHtml }} />;
  }
  return (
    <PageWithData key="page" className={className} navigated={hasMoved}>
      {children}
    </PageWithData>
  );
}
