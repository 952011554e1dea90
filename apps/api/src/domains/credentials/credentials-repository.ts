import {
  EMPTY_CREDENTIALS,
  type Award,
  type Language,
  type Certification,
  type Credentials,
  type Education,
  type FileRecord,
  type FileVisibility,
  type SkillGroup,
} from '@folio/contracts';
import type { Db } from '@folio/db';
import { toFileRecord } from '../files';
import { CREDENTIALS_ID } from '../../visibility/credentials-visibility';

const COLUMNS = ['skills', 'certifications', 'education', 'languages', 'awards', 'resumeFileId', 'isPublic'] as const;

export async function findCredentials(db: Db): Promise<Credentials> {
  const row = await db.selectFrom('credentials').select(COLUMNS).where('id', '=', CREDENTIALS_ID).executeTakeFirst();
  return row ?? EMPTY_CREDENTIALS;
}

export async function saveCredentials(db: Db, credentials: Credentials): Promise<Credentials> {
  const values = {
    skills: JSON.stringify(credentials.skills),
    certifications: JSON.stringify(credentials.certifications),
    education: JSON.stringify(credentials.education),
    languages: JSON.stringify(credentials.languages),
    awards: JSON.stringify(credentials.awards),
    resumeFileId: credentials.resumeFileId,
    isPublic: credentials.isPublic,
  };
  return db
    .insertInto('credentials')
    .values({ id: CREDENTIALS_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updatedAt: new Date() }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The JSON Resume import: the lists, keeping the resume file and the visibility the owner chose. */
export async function replaceCredentialLists(
  db: Db,
  lists: {
    skills: SkillGroup[];
    certifications: Certification[];
    education: Education[];
    languages: Language[];
    awards: Award[];
  },
): Promise<void> {
  const values = {
    skills: JSON.stringify(lists.skills),
    certifications: JSON.stringify(lists.certifications),
    education: JSON.stringify(lists.education),
    languages: JSON.stringify(lists.languages),
    awards: JSON.stringify(lists.awards),
  };
  await db
    .insertInto('credentials')
    .values({ id: CREDENTIALS_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}

/** The file picked as the resume, or null when none is picked. */
export async function findResumeFile(db: Db): Promise<FileRecord | null> {
  const row = await db
    .selectFrom('credentials')
    .innerJoin('files', 'files.id', 'credentials.resumeFileId')
    .selectAll('files')
    .where('credentials.id', '=', CREDENTIALS_ID)
    .executeTakeFirst();
  return row ? toFileRecord(row) : null;
}

/** A file's visibility, or null when no file has that id. */
export async function findFileVisibility(db: Db, id: string): Promise<FileVisibility | null> {
  const row = await db.selectFrom('files').select('visibility').where('id', '=', id).executeTakeFirst();
  return row?.visibility ?? null;
}
