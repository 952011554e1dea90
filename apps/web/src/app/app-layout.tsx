import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MobileMenu } from '../components/shell/mobile-menu';
import { NavBar } from '../components/shell/nav-bar';
import { navLinksFor } from '../components/shell/nav-links';
import { usePageViews } from '../lib/analytics';
import { useAuth } from '../lib/use-auth';
import { useSavedThemeAtSignIn } from '../lib/use-saved-theme-at-sign-in';
import { useDocumentTitle } from '../lib/use-document-title';

const HEADER_HEIGHT = 64;

/** SPEC §2 "Shared shell": the fixed navigation bar over every page, and the mobile menu. */
export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const { isLoading, isAuthenticated } = useAuth();
  usePageViews();
  useSavedThemeAtSignIn();
  useDocumentTitle();
  const links = navLinksFor(isAuthenticated);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 300, breakpoint: 'md', collapsed: { mobile: !menuOpened, desktop: true } }}
      padding={0}
    >
      <AppShell.Header>
        <NavBar
          links={links}
          isLoading={isLoading}
          isAuthenticated={isAuthenticated}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
        />
      </AppShell.Header>

      {/* Only rendered while open: a closed menu is slid off screen, and its links must not take keyboard focus. */}
      <AppShell.Navbar hiddenFrom="md">
        {menuOpened && (
          <MobileMenu links={links} isLoading={isLoading} isAuthenticated={isAuthenticated} onNavigate={menu.close} />
        )}
      </AppShell.Navbar>

      <AppShell.Main>
        <Suspense
          fallback={
            <Center py={96}>
              <Loader aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
