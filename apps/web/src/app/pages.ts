import type { AppRouter } from '@folio/api/router';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { MessageKey } from '@folio/contracts';
import type { VisitorToastName } from '../lib/visitor-toasts';
import { createElement, use, type ComponentType } from 'react';
import { lazyModule } from '../lib/lazy-module';
import { postsListInput, searchInput } from '../pages/writing/writing-inputs';

export type TrpcOptions = TRPCOptionsProxy<AppRouter>;
/** A text of the shell's catalogue (packages/contracts/src/i18n/catalogues/shell). */
type ShellKey = MessageKey<'shell'>;

/** The address a page is shown for: its path's parameters (`/writing/:slug`) and its query string. */
export type PageAddress = { params: Record<string, string | undefined>; searchParams: URLSearchParams };

/** What a page's head says beyond the defaults (title from the label, description from the bio). */
export type PageHead = {
  label?: string;
  description?: string;
  /** A post: og:type article and a JSON-LD BlogPosting. */
  article?: { headline: string; publishedAt: string | null; modifiedAt: string; tags: string[] };
  /** Whether the head links the posts' feed (`<link rel="alternate">`). */
  feed?: boolean;
};

/**
 * How the server renders a public page: which queries it loads first (beyond the profile and the sign-in
 * state, which every rendered page has), and, for a page that is public only by the owner's choice, whether
 * it is public now (otherwise the browser renders it, as an owner-only page). `found` false answers 404 (a
 * post that does not exist); `head` adds what the page's data says to its head.
 *
 * What a visitor gets is rendered once and kept until its data changes (the API's plugins/web-page-cache.ts).
 * A page depends on exactly the data its queries read, so a new page needs nothing more than its `prefetch`,
 * provided each procedure it calls reads visitors' data through `readPublic(ctx, key, read)`
 * (apps/api/src/trpc/public-read.ts) with a key naming that data and its parameters (`post:<slug>`).
 */
type ServerRendering = {
  prefetch: (trpc: TrpcOptions, queryClient: QueryClient, address: PageAddress) => Promise<unknown>[];
  when?: (trpc: TrpcOptions, queryClient: QueryClient) => boolean;
  found?: (trpc: TrpcOptions, queryClient: QueryClient, address: PageAddress) => boolean;
  head?: (trpc: TrpcOptions, queryClient: QueryClient, address: PageAddress) => PageHead;
};

/** What an owner-only page does with a visitor (docs/spec.md §4): back to Home, or a toast and then the sign-in page. */
export type VisitorTurnedAway =
  | { visitor: 'sent-home' }
  // The toast by its name in the texts, which load with the gate rather than with every page.
  | { visitor: 'sent-to-sign-in'; toast: VisitorToastName };

/**
 * Who may see a page, the one statement of it: it decides whether the server renders the page (public pages,
 * with the data `ssr` loads), whether the nav shows its link, and how a visitor is turned away (owner pages).
 * `public-when-chosen` is public while the owner makes it so (`ssr.when` says whether it is now); the page
 * itself turns away a visitor while it is not.
 */
export type PageAccess =
  | { access: 'public'; ssr: ServerRendering }
  | { access: 'public-when-chosen'; ssr: ServerRendering & Required<Pick<ServerRendering, 'when'>> }
  | { access: 'owner'; turnAway: VisitorTurnedAway; ssr?: undefined };

export type PageDefinition = PageAccess & {
  path: string;
  Page: ComponentType;
  /** Its name in the document title ("Files — Ada Lovelace"), a key of the shell's texts; null for Home, titled by the owner alone. */
  label: ShellKey | null;
  /** Its link in the nav bar, in the order of PAGES (owner pages' only while signed in); `hasWriting`: once a post is published. */
  nav?: { label: ShellKey; when?: 'hasWriting' };
  /** The source module of a lazily loaded page: the server links its CSS with the page (its code comes after the first paint). */
  module?: string;
  /** Loads a lazily loaded page's code (the server and the browser do so before rendering it first). */
  preload?: () => Promise<unknown>;
  /**
   * Its sections never change once rendered for a visitor (nothing on it responds but links): a visitor who
   * arrives on it keeps the server's markup as it is, and neither its code nor the data client loads until they
   * move on (app/page-area.tsx). Signed in, the owner's arrival is hydrated as any page's.
   */
  staticForVisitors?: true;
};

type PageModule = { default: ComponentType };

/**
 * A page whose code loads only when visited. Unlike React.lazy, it can be loaded ahead (`preload`): the server
 * does so before rendering and the browser before hydrating, so the page renders at once, inline, with no
 * suspended boundary to stream or to hydrate later. `module` must name the file `load` imports (the server looks
 * it up in Vite's manifest).
 */
function lazyPage(module: string, load: () => Promise<PageModule>) {
  const preload = lazyModule(load);
  function LazyPage() {
    const { default: Page } = use(preload());
    return createElement(Page);
  }
  return { Page: LazyPage, module, preload };
}

const prefetchNothing = () => [];

/** An owner-only screen's code together with the Mantine CSS the public pages leave out. */
const withOwnerStyles = <T>(page: Promise<T>): Promise<T> =>
  Promise.all([import('./owner-styles'), page]).then(([, module]) => module);

/** docs/spec.md §2: every route of the app, the writing pages and the projects' pages. */
export const PAGES: PageDefinition[] = [
  {
    path: '/',
    ...lazyPage('src/pages/home/home-page.tsx', () => import('../pages/home/home-page')),
    staticForVisitors: true,
    label: null,
    access: 'public',
    nav: { label: 'page.home' },
    ssr: {
      prefetch: (trpc, queryClient) => [queryClient.prefetchQuery(trpc.projects.listProjects.queryOptions())],
      head: () => ({ feed: true }),
    },
  },
  {
    path: '/writing',
    access: 'public',
    nav: { label: 'page.writing', when: 'hasWriting' },
    ...lazyPage('src/pages/writing/writing-page.tsx', () => import('../pages/writing/writing-page')),
    label: 'page.writing',
    ssr: {
      prefetch: (trpc, queryClient, { searchParams }) => {
        const search = searchInput(searchParams);
        return [
          queryClient.prefetchQuery(trpc.posts.listPosts.queryOptions(postsListInput(searchParams))),
          ...(search ? [queryClient.prefetchQuery(trpc.search.search.queryOptions(search))] : []),
        ];
      },
      head: () => ({ feed: true }),
    },
  },
  {
    path: '/writing/:slug',
    access: 'public',
    // Text, pictures and links: nothing on it responds to a visitor but links.
    staticForVisitors: true,
    ...lazyPage('src/pages/writing/post-page.tsx', () => import('../pages/writing/post-page')),
    label: 'page.writing',
    ssr: {
      prefetch: (trpc, queryClient, { params }) => [
        queryClient.prefetchQuery(trpc.posts.getPost.queryOptions({ id: params.slug ?? '' })),
      ],
      found: (trpc, queryClient, { params }) =>
        queryClient.getQueryData(trpc.posts.getPost.queryKey({ id: params.slug ?? '' })) !== undefined,
      head: (trpc, queryClient, { params }) => {
        const post = queryClient.getQueryData(trpc.posts.getPost.queryKey({ id: params.slug ?? '' }));
        if (!post) return {};
        return {
          label: post.title,
          description: post.excerpt,
          article: { headline: post.title, publishedAt: post.publishedAt, modifiedAt: post.updatedAt, tags: post.tags },
        };
      },
    },
  },
  {
    path: '/projects/:slug',
    access: 'public',
    // Text, pictures and links: nothing on it responds to a visitor but links.
    staticForVisitors: true,
    ...lazyPage('src/pages/projects/project-page.tsx', () => import('../pages/projects/project-page')),
    label: 'page.projects',
    ssr: {
      prefetch: (trpc, queryClient, { params }) => [
        queryClient.prefetchQuery(trpc.projects.getProject.queryOptions({ id: params.slug ?? '' })),
      ],
      found: (trpc, queryClient, { params }) =>
        queryClient.getQueryData(trpc.projects.getProject.queryKey({ id: params.slug ?? '' })) !== undefined,
      head: (trpc, queryClient, { params }) => {
        const project = queryClient.getQueryData(trpc.projects.getProject.queryKey({ id: params.slug ?? '' }));
        // The description is Markdown: previews and search results get its plain text.
        return project ? { label: project.title, description: project.descriptionText } : {};
      },
    },
  },
  {
    path: '/files',
    ...lazyPage('src/pages/files/files-page.tsx', () => import('../pages/files/files-page')),
    label: 'page.files',
    access: 'public',
    nav: { label: 'page.files' },
    ssr: { prefetch: (trpc, queryClient) => [queryClient.prefetchQuery(trpc.files.listFiles.queryOptions())] },
  },
  {
    path: '/credentials',
    ...lazyPage('src/pages/credentials/credentials-page.tsx', () => import('../pages/credentials/credentials-page')),
    label: 'page.credentials',
    access: 'public-when-chosen',
    nav: { label: 'page.credentials' },
    // Rendered on the server while it is public (or for the owner); a visitor of a private page gets the shell,
    // and the browser shows them 'Authentication Required'.
    ssr: {
      prefetch: (trpc, queryClient) => [
        queryClient.fetchQuery(trpc.credentials.getVisibleCredentials.queryOptions()).then(async (credentials) => {
          if (credentials)
            await Promise.all([
              queryClient.prefetchQuery(trpc.employment.listEmployment.queryOptions()),
              queryClient.prefetchQuery(trpc.resume.getResumeLink.queryOptions()),
            ]);
        }),
      ],
      when: (trpc, queryClient) => queryClient.getQueryData(trpc.credentials.getVisibleCredentials.queryKey()) != null,
    },
  },
  {
    path: '/contact',
    ...lazyPage('src/pages/contact/contact-page.tsx', () => import('../pages/contact/contact-page')),
    label: 'page.contact',
    access: 'public',
    nav: { label: 'page.contact' },
    ssr: { prefetch: prefetchNothing },
  },
  {
    path: '/admin',
    ...lazyPage('src/pages/admin/admin-page.tsx', () => withOwnerStyles(import('../pages/admin/admin-page'))),
    label: 'page.admin',
    access: 'owner',
    turnAway: { visitor: 'sent-to-sign-in', toast: 'authRequiredAdmin' },
    nav: { label: 'page.admin' },
  },
  {
    path: '/analytics',
    ...lazyPage('src/pages/analytics/analytics-page.tsx', () =>
      withOwnerStyles(import('../pages/analytics/analytics-page')),
    ),
    label: 'page.analytics',
    access: 'owner',
    turnAway: { visitor: 'sent-home' },
    nav: { label: 'page.analytics' },
  },
  {
    path: '/settings',
    ...lazyPage('src/pages/settings/settings-page.tsx', () =>
      withOwnerStyles(import('../pages/settings/settings-page')),
    ),
    label: 'page.settings',
    access: 'owner',
    turnAway: { visitor: 'sent-home' },
    nav: { label: 'page.settings' },
  },
];

/** The catch-all (docs/spec.md §2): answered with status 404 by the server. */
export const NOT_FOUND_PAGE: PageDefinition = {
  path: '*',
  ...lazyPage('src/pages/not-found/not-found-page.tsx', () => import('../pages/not-found/not-found-page')),
  label: 'page.notFound',
  access: 'public',
  ssr: { prefetch: prefetchNothing },
};

/**
 * A page's path (`/writing/:slug`) as React Router's `matchPath` compiles it: any letter case, with or without
 * trailing slashes, a parameter being one segment. Written out because a visitor's Home finds its page before
 * the router has loaded (pages.test.ts holds it to React Router's).
 */
function compilePagePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_segment, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  return { pattern: new RegExp(`^${source}\\/*$`, 'i'), names };
}

const COMPILED_PATHS = new Map(PAGES.map((page) => [page, compilePagePath(page.path)]));

/** The page a path shows and its parameters, matched as the router matches it: any case, with or without a trailing slash. */
export function matchPage(pathname: string): { page: PageDefinition; params: Record<string, string | undefined> } {
  for (const [page, { pattern, names }] of COMPILED_PATHS) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    // As React Router leaves them: still percent-encoded, but for an encoded slash.
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1]?.replace(/%2F/g, '/')]));
    return { page, params };
  }
  return { page: NOT_FOUND_PAGE, params: {} };
}

export function findPage(pathname: string): PageDefinition {
  return matchPage(pathname).page;
}

export type NavLink = { to: string; label: ShellKey };

/** The nav bar's links, from the route table: public pages' for everyone, owner pages' once signed in; their labels are keys of the shell's texts. */
export function navLinksFor(isAuthenticated: boolean, hasWriting = false): NavLink[] {
  return PAGES.flatMap((page) => {
    if (!page.nav || (page.access === 'owner' && !isAuthenticated) || (page.nav.when === 'hasWriting' && !hasWriting))
      return [];
    return [{ to: page.path, label: page.nav.label }];
  });
}
