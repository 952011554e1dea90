import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createThemeStorageManager } from '../lib/theme';
import { trpcClient, TRPCProvider } from '../lib/trpc';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = createThemeStorageManager();

/** SPEC §9: at most 420px wide on medium screens and up (on phones it spans the screen). */
const TOAST_MAX_WIDTH = 420;

/** Theme, toasts, and data: the same providers in the browser and in a server render. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      {/* The toast area: one toast at a time (showToast also replaces the current one). */}
      <Notifications limit={1} containerWidth={TOAST_MAX_WIDTH} position="bottom-right" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
