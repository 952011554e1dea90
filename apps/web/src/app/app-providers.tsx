import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ToastViewport } from '../components/shell/toast-viewport';
import { createThemeStorageManager } from '../lib/theme';
import { AppDataContext, type AppData } from './app-data';
import { DataClientContext } from './data-client-source';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = createThemeStorageManager();

/**
 * Theme, toasts, and where data comes from: the same providers in the browser and in a server render. The data
 * client's own providers wrap the pages (app-layout.tsx), as a visitor's Home hydrates without them.
 */
export function AppProviders({ data, children }: { data: AppData; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <ToastViewport />
      <AppDataContext value={data}>
        <DataClientContext value={data.dataClient}>{children}</DataClientContext>
      </AppDataContext>
    </MantineProvider>
  );
}
