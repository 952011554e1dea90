import type { AppRouter } from '../domains/app-router';
import type { Context } from '../trpc/context';

/**
 * What `plugins/web.ts` asks of the web app's server bundle (`apps/web/src/entry-server.tsx` implements it,
 * typed against this, so the two cannot drift apart).
 */
export type RenderRequest = {
  /** The path and query string the browser asked for. */
  url: string;
  /** The origin browsers see (PUBLIC_URL), for canonical and Open Graph URLs. */
  publicUrl: string;
  /** Procedures are called in-process, as the requesting browser (its session decides what it may read). */
  router: AppRouter;
  createContext: () => Promise<Context>;
};

export type RenderedPage = {
  kind: 'page';
  /** 200, or 404 for a path the app has no page for. */
  status: number;
  /** Title, description, canonical, Open Graph, Twitter and JSON-LD tags, escaped. */
  head: string;
  /** The app's markup, to go inside `<div id="root">`. */
  html: string;
  /** The dehydrated query cache as JSON, safe inside a `<script>` element. */
  state: string;
  /** Source modules of the lazily loaded code the page used, so their chunks and CSS load with the page. */
  modules: string[];
};

/** `shell`: a page rendered in the browser only (owner-only screens); the server answers the empty app shell. */
export type RenderResult = RenderedPage | { kind: 'shell' };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
