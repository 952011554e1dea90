import type { Language } from '../languages';
import admin from './admin';
import analytics from './analytics';
import auth from './auth';
import card from './card';
import common from './common';
import errors from './errors';
import feed from './feed';
import mail from './mail';
import pages from './pages';
import resume from './resume';
import settings from './settings';
import shell from './shell';
import toasts from './toasts';
import uploader from './uploader';

/** A namespace's catalogue in one language, as its module's default export. */
type CatalogueLoader = () => Promise<{ default: Readonly<Record<string, unknown>> }>;

/**
 * Every namespace's catalogues by language (`<namespace>/<language>.ts`, English the reference). A new
 * namespace is a folder like `shell/` and a line here.
 */
export const CATALOGUES = {
  shell,
  admin,
  settings,
  analytics,
  uploader,
  mail,
  errors,
  pages,
  toasts,
  common,
  card,
  feed,
  resume,
  auth,
} satisfies Record<string, Record<Language, CatalogueLoader>>;

export type Namespace = keyof typeof CATALOGUES;

/** The keys of a namespace, as its English catalogue has them. */
export type MessageKey<N extends Namespace> = keyof Awaited<ReturnType<(typeof CATALOGUES)[N]['en']>>['default'] &
  string;
