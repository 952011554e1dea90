import type { Db } from '@folio/db';
import { AppError } from '../lib/errors';
import type { Caller } from '../trpc/context';

/** The Credentials page is one record (like the profile); no row yet means nothing filled in and private. */
export const CREDENTIALS_ID = 'default';

/**
 * Whether visitors may read the credentials (and with them the employment history and the resume). Its own
 * folder: credentials and employment both ask, and credentials (JSON Resume) also uses employment.
 */
export async function credentialsArePublic(db: Db): Promise<boolean> {
  const row = await db.selectFrom('credentials').select('isPublic').where('id', '=', CREDENTIALS_ID).executeTakeFirst();
  return row?.isPublic ?? false;
}

/**
 * docs/spec.md §2 keeps the Credentials page for the signed-in owner; the owner may make it public.
 * What the page shows follows the same rule: the credentials, the resume and the employment history.
 */
export async function assertCredentialsVisible(db: Db, caller: Caller | null): Promise<void> {
  if (caller) return;
  if (!(await credentialsArePublic(db))) throw new AppError('UNAUTHORIZED', 'Sign in to do this');
}
