import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { findPage } from './pages';
import { pageTitle } from './page-head';
import { useTRPC } from '../lib/trpc';
import { useAuth } from '../lib/use-auth';

/**
 * Keeps the tab's title right as the visitor moves between pages in the browser (the server already wrote it
 * into a rendered page's head). Reads the profile the rendered pages carry, so it costs no request there.
 */
export function useDocumentTitle(): void {
  const trpc = useTRPC();
  const { pathname } = useLocation();
  // After the sign-in check, so that on a page rendered in the browser the page's own first request goes alone.
  const { isLoading } = useAuth();
  const { data: profile } = useQuery({ ...trpc.profile.getProfile.queryOptions(), enabled: !isLoading });
  const title = pageTitle(findPage(pathname).label, profile);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
