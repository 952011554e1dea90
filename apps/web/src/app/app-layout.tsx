import { Box, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { MobileMenu } from '../components/shell/mobile-menu';
import { NavBar } from '../components/shell/nav-bar';
import { useGoalTracking, usePageViews } from '../lib/analytics';
import { useTRPC } from '../lib/trpc';
import { useAuth } from '../lib/use-auth';
import { useSavedThemeAtSignIn } from '../lib/use-saved-theme-at-sign-in';
import { useDocumentTitle } from './use-document-title';
import classes from './app-layout.module.css';
import { navLinksFor } from './pages';

/** docs/spec.md §2 "Shared shell": the fixed navigation bar over every page, and the mobile menu. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [menuOpened, menu] = useDisclosure(false);
  const { isLoading, isAuthenticated } = useAuth();
  usePageViews();
  useGoalTracking();
  useSavedThemeAtSignIn();
  useDocumentTitle();
  const trpc = useTRPC();
  // Rendered pages carry the answer; a page rendered in the browser asks after the sign-in check.
  const { data: hasWriting = false } = useQuery({ ...trpc.posts.hasPublishedPosts.queryOptions(), enabled: !isLoading });
  const links = navLinksFor(isAuthenticated, hasWriting);

  return (
    <>
      <header className={classes.header}>
        <NavBar
          links={links}
          isLoading={isLoading}
          isAuthenticated={isAuthenticated}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
        />
      </header>

      {/* Only rendered while open, so a closed menu's links never take keyboard focus. */}
      {menuOpened && (
        <Box hiddenFrom="md" className={classes.mobileMenu}>
          <MobileMenu links={links} isLoading={isLoading} isAuthenticated={isAuthenticated} onNavigate={menu.close} />
        </Box>
      )}

      <main className={classes.main}>
        <Suspense
          fallback={
            <Center py={96}>
              <Loader aria-label="Loading page" />
            </Center>
          }
        >
          {children}
        </Suspense>
      </main>
    </>
  );
}
