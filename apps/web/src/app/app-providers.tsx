import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ToastViewport } from '../components/shell/toast-viewport';
import { useSiteBrand } from '../lib/site-brand';
import { createThemeStorageManager, toMantine } from '../lib/theme';
import { trpcClient, TRPCProvider } from '../lib/trpc';
import { cssVariablesResolver, themeWithPalette } from './theme';

const colorSchemeManager = createThemeStorageManager();

/** Mantine in the owner's colours, with the colour scheme the owner chose for visitors who have not chosen. */
function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const { palette, defaultColorScheme } = useSiteBrand();
  const key = palette.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the palette's colours, not its array, decide
  const theme = useMemo(() => themeWithPalette(palette), [key]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={toMantine(defaultColorScheme)}
    >
      <ToastViewport />
      {children}
    </MantineProvider>
  );
}

/** Theme, toasts, and data: the same providers in the browser and in a server render. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <BrandedMantineProvider>{children}</BrandedMantineProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
