import type { Db } from '@folio/db';
import { AppError } from '../../errors';
import type { Caller } from '../../trpc/context';
import { credentialsArePublic } from './credentials-repository';

/**
 * SPEC §2 keeps the Credentials page for the signed-in owner; the owner may make it public (issue 10 point 2).
 * What the page shows follows the same rule: the credentials, the resume and the employment history.
 */
export async function assertCredentialsVisible(db: Db, caller: Caller | null): Promise<void> {
  if (caller) return;
  if (!(await credentialsArePublic(db))) throw new AppError('UNAUTHORIZED', 'Sign in to do this');
}
