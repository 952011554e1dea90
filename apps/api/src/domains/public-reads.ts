import { purposeOfQuery, readFiles } from './files';
import { readProfile } from './profile';
import { readProjects } from './projects';
import type { PublicReadContext } from '../trpc/public-read';

export type PublicRead = {
  /** Its REST path. */
  path: string;
  /** The procedure it is, on tRPC. */
  procedure: string;
  /** What it answers (given the request's query string): the procedure's own read, visitors sharing a recent one. */
  read: (ctx: PublicReadContext, query: unknown) => Promise<unknown>;
  /**
   * The same answer whoever asks, so shared caches (a CDN, a proxy) may keep it. The profile and the file list are
   * not: the owner also sees an unpublished phone and private files.
   */
  sameForEveryone: boolean;
};

/**
 * The reads every visitor, crawler and script makes, in one list: answered before the session is loaded for
 * visitors (plugins/public-reads-rest.ts), and marked cacheable by shared caches when they are the same for
 * everyone (plugins/cache-control.ts).
 */
export const PUBLIC_READS: readonly PublicRead[] = [
  { path: '/api/profile', procedure: 'profile.getProfile', read: readProfile, sameForEveryone: false },
  { path: '/api/projects', procedure: 'projects.listProjects', read: readProjects, sameForEveryone: true },
  {
    path: '/api/files',
    procedure: 'files.listFiles',
    read: (ctx, query) => readFiles(ctx, purposeOfQuery(query)),
    sameForEveryone: false,
  },
];
