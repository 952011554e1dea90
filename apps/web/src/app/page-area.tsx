import { startTransition, use, useEffect, useState, type MouseEvent } from 'react';
import { MAIN_ID } from '../components/shell/skip-link';
import { useAppLocationSource, type AppNavigate } from '../lib/app-location';
import { lazyModule } from '../lib/lazy-module';
import { useAppData } from './app-data';
import { findPage, NOT_FOUND_PAGE } from './pages';

/** React Router and the route table (routed-area.tsx): the entries load it before rendering any page with it. */
export const loadRoutedArea = lazyModule(() => import('./routed-area'));

/**
 * A click on a link of the app in markup React does not manage (the kept arrival page below) moves in place,
 * as a link the app renders would; links elsewhere (another site, a download, a section of this page) are left
 * to the browser.
 */
function useFollowAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const location = useAppLocationSource();
  return (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (
      !(anchor instanceof HTMLAnchorElement) ||
      (anchor.target && anchor.target !== '_self') ||
      anchor.hasAttribute('download')
    )
      return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
    if (findPage(url.pathname) === NOT_FOUND_PAGE) return;
    event.preventDefault();
    location.navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}

function RoutedPages({ className, afterArrival }: { className?: string; afterArrival: boolean }) {
  const { RoutedArea } = use(loadRoutedArea());
  return <RoutedArea className={className} afterArrival={afterArrival} />;
}

/**
 * The first move away from a page kept as it arrived: React Router, the data client and the next page's code
 * load together; the new address is pushed once the router is here, and the pages take over in a transition,
 * so the arrival stays on screen until the next page is ready. Moves asked for meanwhile replace the pending
 * one; if the router's code cannot be fetched, the browser loads the address itself.
 */
function useFirstMove(moveOn: () => void): AppNavigate {
  const { dataClient } = useAppData();
  const [move] = useState(() => {
    let pending: { to: string; replace: boolean } | null = null;
    return (to: string, options?: { replace?: boolean }) => {
      const alreadyLoading = pending !== null;
      pending = { to, replace: options?.replace === true };
      void dataClient.load();
      void findPage(new URL(to, window.location.href).pathname).preload?.();
      if (alreadyLoading) return;
      loadRoutedArea().then(
        ({ tabHistory }) => {
          if (!pending) return;
          const history = tabHistory();
          if (pending.replace) history.replace(pending.to);
          else history.push(pending.to);
          pending = null;
          startTransition(moveOn);
        },
        () => {
          if (pending) window.location.assign(pending.to);
        },
      );
    };
  });
  return move;
}

/**
 * The <main> element with the page. A visitor's arrival on a page whose sections never change after render
 * (pages.ts `staticForVisitors`) keeps the server's markup as it is: neither the page's code, the data client
 * nor React Router is needed to hydrate it, so none loads until the visitor moves to another page. Everything
 * else, and that page once reached by a navigation, is rendered by its components under the router.
 */
export function PageArea({ className }: { className?: string }) {
  const { arrivalHtml } = useAppData();
  const location = useAppLocationSource();
  const [routed, setRouted] = useState(arrivalHtml === null);
  const firstMove = useFirstMove(() => setRouted(true));
  useEffect(() => (routed ? undefined : location.navigateWith(firstMove)), [routed, location, firstMove]);
  const followAppLink = useFollowAppLinks();

  if (!routed) {
    // Hydration keeps the element's content as it is: React neither compares nor rewrites markup it was given whole.
    return (
      <main
        key="arrival"
        id={MAIN_ID}
        tabIndex={-1}
        className={className}
        onClick={followAppLink}
        dangerouslySetInnerHTML={{ __html: arrivalHtml ?? '' }}
      />
    );
  }
  return <RoutedPages key="page" className={className} afterArrival={arrivalHtml !== null} />;
}
