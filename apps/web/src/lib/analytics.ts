import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const BEACON_URL = '/api/activity';

/**
 * Records one page view. `sendBeacon` survives the page being closed and never delays navigation; a JSON
 * Blob gives it the JSON content type the API expects. Where it is missing or refuses (queue full), `fetch`
 * with `keepalive` does the same job. Nothing is stored in the browser: the server tells visitors apart
 * by a daily salted hash, without cookies.
 */
export function recordPageView(page: string, referrer?: string): void {
  const body = JSON.stringify({ page, ...(referrer ? { metadata: { referrer } } : {}) });
  try {
    if (navigator.sendBeacon(BEACON_URL, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers throw instead of answering false; fall through to fetch.
  }
  void fetch(BEACON_URL, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Records a view on the first load and on every route change (path only: the query string and the hash
 * are not new pages). The first view carries the referrer, which is where the visitor came from; the
 * server keeps only its host, and only when it is another site. Mount once, inside the router.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const lastRecorded = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice in development; one path change is one view.
    if (lastRecorded.current === pathname) return;
    const isFirstView = lastRecorded.current === null;
    lastRecorded.current = pathname;
    // In a task of its own: handing a beacon to the browser takes a phone some tens of milliseconds, which
    // would otherwise lengthen the task that hydrates the page.
    const referrer = isFirstView ? document.referrer : undefined;
    setTimeout(() => recordPageView(pathname, referrer), 0);
  }, [pathname]);
}
