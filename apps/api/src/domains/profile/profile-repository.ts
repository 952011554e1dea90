import type { Profile } from '@folio/contracts';
import type { Db } from '@folio/db';
import { renderMarkdownCached } from '../../markdown/render-markdown';

/** docs/spec.md §3: the profile is a single record whose id defaults to 'default'. */
export const PROFILE_ID = 'default';

const PROFILE_COLUMNS = [
  'name',
  'title',
  'bio',
  'email',
  'phone',
  'isPhonePublic',
  'location',
  'github',
  'linkedin',
  'twitter',
  'imageUrl',
  'availability',
] as const;

type ProfileRow = Omit<Profile, 'bioHtml' | 'bioText'>;
/** What a save writes: the availability absent keeps the stored one (scripts written before it). */
type ProfileChanges = Omit<ProfileRow, 'availability'> & { availability?: ProfileRow['availability'] };

async function toProfile(row: ProfileRow): Promise<Profile> {
  const { html, text } = await renderMarkdownCached(row.bio);
  return { ...row, bioHtml: html, bioText: text };
}

export async function findProfile(db: Db): Promise<Profile | null> {
  const row = await db.selectFrom('profile').select(PROFILE_COLUMNS).where('id', '=', PROFILE_ID).executeTakeFirst();
  return row ? toProfile(row) : null;
}

export async function saveProfile(db: Db, changes: ProfileChanges): Promise<Profile> {
  const { availability, ...fields } = changes;
  const values = {
    ...fields,
    ...(availability === undefined ? {} : { availability: availability && JSON.stringify(availability) }),
  };
  const row = await db
    .insertInto('profile')
    .values({ id: PROFILE_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updatedAt: new Date() }))
    .returning(PROFILE_COLUMNS)
    .executeTakeFirstOrThrow();
  return toProfile(row);
}
