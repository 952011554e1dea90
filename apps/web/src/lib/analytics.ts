import { useEffect, useRef } from 'react';
import { useAppLocation } from './app-location';

const BEACON_URL = '/api/activity';

/**
 * Records one page view. `sendBeacon` survives the page being closed and never delays navigation; a JSON
 * Blob gives it the JSON content type the API expects. Where it is missing or refuses (queue full), `fetch`
 * with `keepalive` does the same job. Nothing is stored in the browser: the server tells visitors apart
 * by a daily salted hash, without cookies.
 */
export function recordPageView(page: string, metadata?: Record<string, string>): void {
  send({ page, ...(metadata && Object.keys(metadata).length > 0 ? { metadata } : {}) });
}

/** Goals: a link to another site followed, a file downloaded, a message sent. Counted apart from page views. */
export type Goal =
  | { action: 'outbound'; metadata: { url: string } }
  | { action: 'download'; metadata: { path: string; name?: string } }
  | { action: 'contact' };

export function recordGoal(goal: Goal): void {
  send({ page: window.location.pathname, ...goal });
}

function send(beacon: Record<string, unknown>): void {
  const body = JSON.stringify(beacon);
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

const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** Where the visitor came from: the referrer (the server keeps its host only) and the landing URL's campaign. */
function landingMetadata(): Record<string, string> {
  const metadata: Record<string, string> = {};
  if (document.referrer) metadata.referrer = document.referrer;
  const search = new URLSearchParams(window.location.search);
  for (const name of UTM_PARAMETERS) {
    const value = search.get(name)?.trim();
    if (value) metadata[name] = value.slice(0, 100);
  }
  return metadata;
}

/** Files and the résumé as this site serves them for download. */
const DOWNLOAD_PATH = /^\/(objects\/|api\/resume(\/|$)|api\/files\/)/;

/** The goal a click on this link reaches, if any. */
function goalOf(anchor: HTMLAnchorElement): Goal | null {
  let url: URL;
  try {
    url = new URL(anchor.href, window.location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== window.location.origin) return { action: 'outbound', metadata: { url: url.href } };
  if (!DOWNLOAD_PATH.test(url.pathname)) return null;
  const name = anchor.dataset.downloadName;
  return { action: 'download', metadata: { path: url.pathname, ...(name ? { name } : {}) } };
}

/**
 * Records links to other sites and downloads as they are clicked (middle clicks too), by one listener on the
 * document rather than on every link, so links added later are covered. Mount once.
 */
export function useGoalTracking(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button > 1 || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const goal = goalOf(anchor);
      if (goal) recordGoal(goal);
    };
    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('auxclick', onClick, { capture: true });
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      document.removeEventListener('auxclick', onClick, { capture: true });
    };
  }, []);
}

/**
 * Records a view on the first load and on every route change (path only: the query string and the hash
 * are not new pages). The first view carries the referrer, which is where the visitor came from (the
 * server keeps only its host, and only when it is another site), and the landing URL's utm_source,
 * utm_medium and utm_campaign. Mount once, in the shell.
 */
export function usePageViews(): void {
  const { pathname } = useAppLocation();
  const lastRecorded = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice in development; one path change is one view.
    if (lastRecorded.current === pathname) return;
    const isFirstView = lastRecorded.current === null;
    lastRecorded.current = pathname;
    // In a task of its own: handing a beacon to the browser takes a phone some tens of milliseconds, which
    // would otherwise lengthen the task that hydrates the page.
    const metadata = isFirstView ? landingMetadata() : undefined;
    setTimeout(() => recordPageView(pathname, metadata), 0);
  }, [pathname]);
}
