import type { Db } from '@folio/db';
import { AppError } from '../../lib/errors';
import { mayBeUsedPublicly, privateFileChosen } from '../../visibility/file-uses';
import { assertPictureReference } from '../files';
import { findLogoCandidate } from './site-settings-repository';

/**
 * The logo must be one of the site's pictures (`purpose: 'picture'`): an image this site holds, public (409
 * otherwise, as for the profile photo: visitors see it on every page), at most 10 MB. Null removes the logo.
 */
export async function assertLogoReference(db: Db, logoFileId: string | null | undefined): Promise<void> {
  if (!logoFileId) return;
  const file = await findLogoCandidate(db, logoFileId);
  if (!file) throw AppError.invalidField('logoFileId', 'No uploaded file has this id');
  if (!mayBeUsedPublicly(file)) throw privateFileChosen('logoFileId');
  if (file.purpose !== 'picture')
    throw AppError.invalidField('logoFileId', 'Must be a picture uploaded for the site, not a file');
  await assertPictureReference(db, 'logoFileId', file.objectPath);
}
