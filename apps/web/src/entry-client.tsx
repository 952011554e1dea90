import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { findPage } from './app/pages';
import { installHistoryGuard } from './lib/history-guard';
import { createQueryClient } from './lib/trpc';
import { stampedAt } from './ssr/dehydrated-times';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// A server-rendered page carries the data it shows (plugins/web.ts); the shell of an owner-only page does not.
const stateElement = document.getElementById('folio-state');
const queryClient = createQueryClient();
if (stateElement?.textContent) {
  hydrate(queryClient, stampedAt(JSON.parse(stateElement.textContent) as DehydratedState, Date.now()));
}

// Before the router adds its own listener, so a form with unsaved changes hears Back and Forward first.
installHistoryGuard();

// React Router moves between pages in a transition: while a lazily loaded page's code arrives, the current page
// stays on screen, and the next shows at once, whole.
const app = (
  <BrowserRouter>
    <App queryClient={queryClient} />
  </BrowserRouter>
);
if (stateElement) {
  // The page's code first, so hydration matches the server's markup in one pass. Requested in a task of its own:
  // evaluating the app's code has just held a phone's main thread for a while, and asking for the page's chunks
  // (a preload link each) in the same task would hold it longer still.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await findPage(window.location.pathname).preload?.();
  // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser between them: a tap
  // or a scroll meanwhile is answered at once rather than after the whole page (boot.ts replays early clicks).
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  createRoot(rootElement).render(app);
}
