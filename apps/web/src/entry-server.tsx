import { DEFAULT_LANGUAGE, type Profile, type SiteSettingsView, type SiteTexts } from '@folio/contracts';
import type { RenderPage } from '@folio/api/web-render-contract';
import { defaultShouldDehydrateQuery, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { createDataClient } from './app/data-client';
import { readyDataClient } from './app/data-client-source';
import { shellStateFrom } from './app/shell-state';
import { matchPage, NOT_FOUND_PAGE, type PageAddress } from './app/pages';
import { siteFallbacks } from './app/page-head';
import { createAppLocation, type AppLocation } from './lib/app-location';
import { FIRST_RENDER_NAMESPACES, siteTexts } from './lib/texts';
import { createQueryClient } from './lib/trpc';
import { withoutTimes } from './ssr/dehydrated-times';
import { jsonForScript } from './ssr/escape';
import { headTags } from './ssr/head-tags';

/** A page's own address: its path without a trailing slash, and the query parameters that change what it shows. */
function canonicalPathOf(pathname: string, searchParams: URLSearchParams): string {
  const path = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  const kept = new URLSearchParams();
  for (const name of ['tag', 'page']) {
    const value = searchParams.get(name);
    if (value && !(name === 'page' && value === '1')) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The address a request's URL names, its path kept as sent (as React Router's StaticRouter keeps it). */
function locationOf(url: string): AppLocation {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt < 0 ? '' : beforeHash.slice(queryAt),
    hash: hashAt < 0 ? '' : url.slice(hashAt),
  };
}

/** Renders to HTML once every lazy page has loaded (the data is already in the cache, so nothing else waits). */
async function renderToHtml(url: string, queryClient: QueryClient, texts: SiteTexts): Promise<string> {
  const errors: unknown[] = [];
  const data = {
    dataClient: readyDataClient(createDataClient(queryClient)),
    shell: shellStateFrom(dehydrate(queryClient)),
    arrivalHtml: null,
    location: createAppLocation(locationOf(url)),
    texts,
  };
  const { prelude } = await prerenderToNodeStream(<App data={data} />, {
    onError: (error) => void errors.push(error),
    // Larger boundaries would be "outlined": moved by an inline script, which the CSP (script-src 'self')
    // blocks. Everything is ready at once here anyway, so it all goes inline.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  // A part that failed would be left for the browser to render, with an error in the visitor's console:
  // the caller answers the plain app shell instead, and logs this.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}

/**
 * What goes to the browser: the data the page shows, and a post that does not exist as the 404 it was, so the
 * browser shows the same "not found" page rather than asking again.
 */
const shouldDehydrateQuery = (query: Query) =>
  defaultShouldDehydrateQuery(query) ||
  (query.state.status === 'error' && (query.state.error as { code?: unknown } | null)?.code === 'NOT_FOUND');

/**
 * The server side of a public page (plugins/web.ts in the API calls this): the queries the page shows are
 * run in-process as the requesting browser, the page is rendered by the same components as in the browser,
 * and the cache goes along so the browser hydrates without asking again.
 */
export const render: RenderPage = async ({ url, publicUrl, router, createContext }) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const { page, params } = matchPage(pathname);
  // Owner pages are the browser's to render (the route table's access says which).
  if (page.access === 'owner') return { kind: 'shell' };
  const address: PageAddress = { params, searchParams };

  const queryClient = createQueryClient();
  const context = createContext();
  const trpc = createTRPCOptionsProxy({ router, ctx: () => context, queryClient });
  await Promise.all([
    page.preload?.(),
    queryClient.prefetchQuery(trpc.auth.getSessionUser.queryOptions()),
    queryClient.prefetchQuery(trpc.profile.getProfile.queryOptions()),
    // The owner's brand: the header's name and mark, and Mantine's palette, rendered in from the start.
    queryClient.prefetchQuery(trpc.siteSettings.getSiteSettings.queryOptions()),
    queryClient.prefetchQuery(trpc.posts.hasPublishedPosts.queryOptions()),
    ...page.ssr.prefetch(trpc, queryClient, address),
  ]);
  if (page.ssr.when && !page.ssr.when(trpc, queryClient)) return { kind: 'shell' };
  // The owner's nav bar names them from their settings: render it named rather than filled in afterwards.
  if (queryClient.getQueryData(trpc.auth.getSessionUser.queryKey())) {
    await queryClient.prefetchQuery(trpc.settings.getUserSettings.queryOptions());
  }

  // In the site's language, as the API writes it on <html lang> from the same settings (plugins/web-brand.ts).
  const site = queryClient.getQueryData<SiteSettingsView>(trpc.siteSettings.getSiteSettings.queryKey());
  const texts = siteTexts(site?.language ?? DEFAULT_LANGUAGE);
  await texts.load(...FIRST_RENDER_NAMESPACES);
  const html = await renderToHtml(url, queryClient, texts);
  const t = texts.translate('shell');
  const profile = queryClient.getQueryData<Profile | null>(trpc.profile.getProfile.queryKey());
  const isNotFound = page === NOT_FOUND_PAGE || page.ssr.found?.(trpc, queryClient, address) === false;
  const head = isNotFound ? {} : (page.ssr.head?.(trpc, queryClient, address) ?? {});
  return {
    kind: 'page',
    status: isNotFound ? 404 : 200,
    head: headTags({
      ...head,
      label: isNotFound ? t(NOT_FOUND_PAGE.label ?? 'page.notFound') : (head.label ?? (page.label && t(page.label))),
      profile,
      publicUrl,
      canonicalPath: isNotFound ? null : canonicalPathOf(pathname, searchParams),
      isHome: page.path === '/',
      language: texts.language,
      fallbacks: siteFallbacks(texts.translate('pages')),
      writingLabel: t('page.writing'),
    }),
    html,
    state: jsonForScript(withoutTimes(dehydrate(queryClient, { shouldDehydrateQuery }))),
    modules: page.module ? [page.module] : [],
  };
};
