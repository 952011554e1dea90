import { StrictMode, useEffect } from 'react';
import { AppProviders } from './app-providers';
import type { AppData } from './app-data';
import { AppLayout } from './app-layout';

/**
 * Marks <html data-interactive> once the app has hydrated (or rendered, for a page rendered in the browser):
 * from then on its controls respond. The browser tests wait for it before acting on a server-rendered page.
 */
function useMarkInteractive(): void {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
}

/** The whole app: rendered the same by entry-server and entry-client, so it hydrates exactly. */
export function App({ data }: { data: AppData }) {
  useMarkInteractive();
  return (
    <StrictMode>
      <AppProviders data={data}>
        <AppLayout />
      </AppProviders>
    </StrictMode>
  );
}
