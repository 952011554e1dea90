import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastViewport } from '../components/shell/toast-viewport';
import { createThemeStorageManager } from '../lib/theme';
import { trpcClient, TRPCProvider } from '../lib/trpc';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = createThemeStorageManager();

/** Theme, toasts, and data: the same providers in the browser and in a server render. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <ToastViewport />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
