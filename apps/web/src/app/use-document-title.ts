import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppLocation } from '../lib/app-location';
import { matchPage } from './pages';
import { pageTitle, siteFallbacks } from './page-head';
import { useTRPC } from '../lib/trpc';
import { useTexts } from '../lib/texts';
import { useAuth } from '../lib/use-auth';

/**
 * Keeps the tab's title right as the visitor moves between pages in the browser (the server already wrote it
 * into a rendered page's head). Reads the profile the rendered pages carry, so it costs no request there.
 */
export function useDocumentTitle(): void {
  const trpc = useTRPC();
  const { pathname } = useAppLocation();
  // After the sign-in check, so that on a page rendered in the browser the page's own first request goes alone.
  const { isLoading } = useAuth();
  const { data: profile } = useQuery({ ...trpc.profile.getProfile.queryOptions(), enabled: !isLoading });
  const { page, params } = matchPage(pathname);
  // A post is titled by its own title: read from the cache the post page fills.
  const isPost = page.path === '/writing/:slug';
  const { data: post } = useQuery({
    ...trpc.posts.getPost.queryOptions({ id: params.slug ?? '' }),
    enabled: isPost && !isLoading,
    refetchOnMount: false,
  });
  // A project's page likewise, from the cache the project page fills.
  const isProject = page.path === '/projects/:slug';
  const { data: project } = useQuery({
    ...trpc.projects.getProject.queryOptions({ id: params.slug ?? '' }),
    enabled: isProject && !isLoading,
    refetchOnMount: false,
  });
  const t = useTexts('shell');
  const pagesText = useTexts('pages');
  const ownTitle = (isPost && post?.title) || (isProject && project?.title) || (page.label && t(page.label));
  const title = pageTitle(ownTitle, profile, siteFallbacks(pagesText));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
