import { readFiles } from './files';
import { readProfile } from './profile';
import { readProjects } from './projects';
import type { PublicReadContext } from '../trpc/public-read';

export type PublicRead = {
  /** Its REST path. */
  path: string;
  /** The procedure it is, on tRPC. */
  procedure: string;
  /** What it answers: the procedure's own read, visitors sharing a recent one. */
  read: (ctx: PublicReadContext) => Promise<unknown>;
  /**
   * The same answer whoever asks, so shared caches (a CDN, a proxy) may keep it. The file list is not: the owner
   * also sees private files.
   */
  sameForEveryone: boolean;
};

/**
 * The reads every visitor, crawler and script makes, in one list: answered before the session is loaded for
 * visitors (plugins/public-reads-rest.ts), and marked cacheable by shared caches when they are the same for
 * everyone (plugins/cache-control.ts).
 */
export const PUBLIC_READS: readonly PublicRead[] = [
  { path: '/api/profile', procedure: 'profile.getProfile', read: readProfile, sameForEveryone: true },
  { path: '/api/projects', procedure: 'projects.listProjects', read: readProjects, sameForEveryone: true },
  { path: '/api/files', procedure: 'files.listFiles', read: readFiles, sameForEveryone: false },
];
