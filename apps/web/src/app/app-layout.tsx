import { Box, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { createElement, Suspense, use, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type MobileMenuType from '../components/shell/mobile-menu';
import { NavBar } from '../components/shell/nav-bar';
import { SkipLink } from '../components/shell/skip-link';
import { useGoalTracking, usePageViews } from '../lib/analytics';
import { lazyModule } from '../lib/lazy-module';
import { useTexts } from '../lib/texts';
import { useAppData } from './app-data';
import { useBrand } from './app-providers';
import { useDataClient } from './data-client-source';
import classes from './app-layout.module.css';
import { navLinksFor } from './pages';
import { MAIN_ID, PageArea } from './page-area';
import type { ShellState } from './shell-state';

// The mobile menu's code comes with its first opening: most visitors never open it, and it is small and near.
const loadMobileMenu = lazyModule(() => import('../components/shell/mobile-menu'));

function LoadedMobileMenu(props: ComponentProps<typeof MobileMenuType>) {
  return createElement(use(loadMobileMenu()).default, props);
}

/** docs/spec.md §2 "Shared shell": the fixed navigation bar over every page, and the mobile menu. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpened, menu] = useDisclosure(false);
  const arrived = useAppData().shell;
  // The state the page arrived with, until the data client (once here) reports what its queries say.
  const [followed, setFollowed] = useState<ShellState | null>(null);
  const { isLoading, isAuthenticated, hasWriting, ownerName } = followed ?? arrived;
  const { brand, followBrand } = useBrand();
  const followedBrand = followed?.brand;
  useEffect(() => {
    if (followedBrand) followBrand(followedBrand);
  }, [followedBrand, followBrand]);
  const dataClient = useDataClient();
  usePageViews();
  useGoalTracking();
  const t = useTexts('shell');
  const links = navLinksFor(isAuthenticated, hasWriting).map((link) => ({ ...link, label: t(link.label) }));

  return (
    <>
      {dataClient && <dataClient.ShellQueries onChange={setFollowed} />}
      <SkipLink mainId={MAIN_ID} />
      <header className={classes.header}>
        <NavBar
          brand={brand}
          links={links}
          isLoading={isLoading}
          isAuthenticated={isAuthenticated}
          owner={dataClient && ownerName ? <dataClient.OwnerName name={ownerName} /> : null}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
        />
      </header>

      {/* Only rendered while open, so a closed menu's links never take keyboard focus. */}
      {menuOpened && (
        <Box hiddenFrom="md" className={classes.mobileMenu}>
          <Suspense fallback={null}>
            <LoadedMobileMenu
              links={links}
              isLoading={isLoading}
              isAuthenticated={isAuthenticated}
              ownerName={ownerName}
              onNavigate={menu.close}
            />
          </Suspense>
        </Box>
      )}

      <PageArea className={classes.main}>
        <Suspense
          fallback={
            <Center py={96}>
              <Loader aria-label={t('page.loading')} />
            </Center>
          }
        >
          {children}
        </Suspense>
      </PageArea>
    </>
  );
}
