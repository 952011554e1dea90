import type { DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import type { AppData } from './app/app-data';
import { lazyDataClient } from './app/data-client-source';
import { loadRoutedArea } from './app/page-area';
import { findPage } from './app/pages';
import { createAppLocation } from './lib/app-location';
import { installHistoryGuard } from './lib/history-guard';
import { ARRIVAL_NAMESPACES, FIRST_RENDER_NAMESPACES, pageLanguage, siteTexts } from './lib/texts';
import { shellStateFrom } from './app/shell-state';
import { stampedAt } from './ssr/dehydrated-times';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// A server-rendered page carries the data it shows (plugins/web.ts); the shell of an owner-only page does not.
const stateElement = document.getElementById('folio-state');
const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as DehydratedState) : null;
// Stamped now: the data is as recent as the page that brought it, however much later the data client loads.
const stampedState = state && stampedAt(state, Date.now());
// In the language the server rendered the page in (its <html lang>), with the catalogues it used.
const texts = siteTexts(pageLanguage());
// Every page the router shows waits for the data client, so the first render's other catalogues come with it: a
// visitor's Home kept as it arrived hydrates its header alone, and fetches the shell's catalogue alone.
const dataClient = lazyDataClient(() =>
  Promise.all([
    import('./app/data-client').then(({ startBrowserDataClient }) => startBrowserDataClient(stampedState)),
    texts.load(...FIRST_RENDER_NAMESPACES),
  ]).then(([client]) => client),
);
const shell = shellStateFrom(state);
const page = findPage(window.location.pathname);
// A visitor's arrival on a page that never changes after render keeps the server's markup (app/page-area.tsx).
const arrivalHtml =
  stateElement && page.staticForVisitors && !shell.isLoading && !shell.isAuthenticated
    ? (rootElement.querySelector(':scope > main')?.innerHTML ?? null)
    : null;
const { pathname, search, hash } = window.location;
const data: AppData = {
  dataClient,
  shell,
  arrivalHtml,
  location: createAppLocation({ pathname, search, hash }),
  texts,
};
const textsLoaded = arrivalHtml === null ? texts.load(...FIRST_RENDER_NAMESPACES) : texts.load(...ARRIVAL_NAMESPACES);

// Before the router adds its own listener, so a form with unsaved changes hears Back and Forward first.
installHistoryGuard();

// React Router (app/routed-area.tsx) moves between pages in a transition: while a lazily loaded page's code
// arrives, the current page stays on screen, and the next shows at once, whole.
const app = <App data={data} />;
if (stateElement) {
  // The page's code first, so hydration matches the server's markup in one pass. Requested in a task of its own:
  // evaluating the app's code has just held a phone's main thread for a while, and asking for the page's chunks
  // (a preload link each) in the same task would hold it longer still.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.all([
    textsLoaded,
    ...(arrivalHtml === null ? [dataClient.load(), page.preload?.(), loadRoutedArea()] : []),
  ]);
  // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser between them: a tap
  // or a scroll meanwhile is answered at once rather than after the whole page (boot.ts replays early clicks).
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  await Promise.all([textsLoaded, dataClient.load(), loadRoutedArea()]);
  createRoot(rootElement).render(app);
}
