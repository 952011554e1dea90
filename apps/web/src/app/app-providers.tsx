import { textDirection } from '@folio/contracts';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { ToastViewport } from '../components/shell/toast-viewport';
import type { SiteBrand } from '../lib/site-brand';
import { TextsContext } from '../lib/texts';
import { createThemeStorageManager, toMantine } from '../lib/theme';
import { AppDataContext, type AppData } from './app-data';
import { DataClientContext } from './data-client-source';
import { cssVariablesResolver, themeWithPalette } from './theme';

const colorSchemeManager = createThemeStorageManager();

/** The brand the app is drawn in, and how the shell passes on a change the data client reports (a save in Admin). */
const BrandContext = createContext<{ brand: SiteBrand; followBrand: (brand: SiteBrand) => void } | null>(null);

export function useBrand(): { brand: SiteBrand; followBrand: (brand: SiteBrand) => void } {
  const context = use(BrandContext);
  if (!context) throw new Error('AppProviders provides the brand');
  return context;
}

/**
 * Theme in the owner's colours, toasts, and where data comes from: the same providers in the browser and in a
 * server render. The data client's own providers wrap the pages (app-layout.tsx), as a visitor's Home hydrates
 * without them; the brand comes with the page (the shell's state) and follows the data client once it is here.
 */
export function AppProviders({ data, children }: { data: AppData; children: ReactNode }) {
  const [brand, followBrand] = useState(data.shell.brand);
  const paletteKey = brand.palette.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the palette's colours, not its array, decide
  const theme = useMemo(() => themeWithPalette(brand.palette), [paletteKey]);
  const brandContext = useMemo(() => ({ brand, followBrand }), [brand]);
  // The server wrote `dir` on <html> (plugins/web-brand.ts): Mantine keeps it rather than detecting it.
  return (
    <DirectionProvider initialDirection={textDirection(data.texts.language)} detectDirection={false}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={toMantine(brand.defaultColorScheme)}
      >
        <TextsContext value={data.texts}>
          <ToastViewport />
          <BrandContext value={brandContext}>
            <AppDataContext value={data}>
              <DataClientContext value={data.dataClient}>{children}</DataClientContext>
            </AppDataContext>
          </BrandContext>
        </TextsContext>
      </MantineProvider>
    </DirectionProvider>
  );
}
