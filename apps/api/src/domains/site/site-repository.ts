import type { Db } from '@folio/db';
import { PROFILE_ID } from '../profile';

/** When each kind of public content last changed; null when there is none yet. */
export type ContentTimes = {
  profile: Date | null;
  projects: Date | null;
  files: Date | null;
  /** Null while the credentials page is private: then it is no public page. */
  credentials: Date | null;
};

/** One round trip: the profile's last save, the last project change and the newest file. */
export async function findContentTimes(db: Db): Promise<ContentTimes> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('profile').select('updatedAt').where('id', '=', PROFILE_ID).as('profile'),
      eb
        .selectFrom('projects')
        .select((sub) => sub.fn.max('updatedAt').as('latest'))
        .as('projects'),
      // Only what visitors can see: a private upload is neither listed nor hinted at by a new date.
      eb
        .selectFrom('files')
        .select((sub) => sub.fn.max('uploadedAt').as('latest'))
        .where('visibility', '=', 'public')
        .where('purpose', '=', 'file')
        .as('files'),
      eb.selectFrom('credentials').select('updatedAt').where('isPublic', '=', true).limit(1).as('credentials'),
    ])
    .executeTakeFirstOrThrow();
  return {
    profile: row.profile ?? null,
    projects: row.projects ?? null,
    files: row.files ?? null,
    credentials: row.credentials ?? null,
  };
}
