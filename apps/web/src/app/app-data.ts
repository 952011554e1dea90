import { createContext, useContext } from 'react';
import type { SiteTexts } from '@folio/contracts';
import type { DataClientSource } from './data-client-source';
import type { ShellState } from './shell-state';

/** What the side running the app (entry-server, entry-client) hands it. */
export type AppData = {
  dataClient: DataClientSource;
  /** The shell's state as the page arrived (the server's render says it); followed by the data client once here. */
  shell: ShellState;
  /**
   * The server's markup of the page a visitor arrived on, kept as it is rather than hydrated while they stay
   * on it (a page whose sections never change after render: pages.ts `staticForVisitors`); null otherwise.
   */
  arrivalHtml: string | null;
  /** The site's language and its texts, with lib/texts.ts' FIRST_RENDER_NAMESPACES loaded. */
  texts: SiteTexts;
};

export const AppDataContext = createContext<AppData | null>(null);

export function useAppData(): AppData {
  const data = useContext(AppDataContext);
  if (!data) throw new Error('App provides its data');
  return data;
}
