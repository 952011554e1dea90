import type { GalleryPicture, GalleryPictureInput, Project, ProjectPage } from '@folio/contracts';
import type { Database, Db, NewProject, ProjectRow } from '@folio/db';
import type { Transaction } from 'kysely';
import { freeSlugFor } from '../../lib/free-slug';
import { firstSortOrder } from '../../lib/owner-order';
import { renderMarkdownCached } from '../../markdown/render-markdown';

/** What is stored for a project written by the owner: its fields, its slug and its body rendered once. */
export type ProjectValues = Omit<NewProject, 'id' | 'sortOrder' | 'createdAt' | 'updatedAt'>;

type StoredGallery = Map<string, GalleryPicture[]>;

/** The galleries of these projects (all projects without ids), each in its order. */
async function findGalleries(db: Db, projectIds?: readonly string[]): Promise<StoredGallery> {
  if (projectIds?.length === 0) return new Map();
  let query = db
    .selectFrom('projectPictures')
    .innerJoin('files', 'files.id', 'projectPictures.fileId')
    .select(['projectPictures.projectId', 'projectPictures.fileId', 'files.objectPath', 'projectPictures.alt'])
    .orderBy('projectPictures.projectId')
    .orderBy('projectPictures.position');
  if (projectIds) query = query.where('projectPictures.projectId', 'in', projectIds);
  const galleries: StoredGallery = new Map();
  for (const row of await query.execute()) {
    const gallery = galleries.get(row.projectId) ?? [];
    gallery.push({ fileId: row.fileId, src: row.objectPath, alt: row.alt });
    galleries.set(row.projectId, gallery);
  }
  return galleries;
}

/**
 * What the API answers: timestamps as ISO strings, like every other answer; the description (Markdown) as HTML
 * and plain text, rendered when read once per distinct text, like the bio.
 */
async function toProject(
  { bodyHtml: _bodyHtml, bodyText: _bodyText, ...row }: ProjectRow,
  galleries: StoredGallery,
): Promise<Project> {
  const description = await renderMarkdownCached(row.description);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    descriptionHtml: description.html,
    descriptionText: description.text,
    gallery: galleries.get(row.id) ?? [],
  };
}

/** In the owner's order; rows that share a place (added at once) newest first. */
export async function listProjects(db: Db): Promise<Project[]> {
  const [rows, galleries] = await Promise.all([
    db.selectFrom('projects').selectAll().orderBy('sortOrder').orderBy('createdAt', 'desc').orderBy('id').execute(),
    findGalleries(db),
  ]);
  return Promise.all(rows.map((row) => toProject(row, galleries)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A project by its slug or id, with its page's HTML; null when there is none. */
export async function findProject(db: Db, slugOrId: string): Promise<ProjectPage | null> {
  const row = await db
    .selectFrom('projects')
    .selectAll()
    .where((eb) =>
      UUID.test(slugOrId) ? eb.or([eb('slug', '=', slugOrId), eb('id', '=', slugOrId)]) : eb('slug', '=', slugOrId),
    )
    .executeTakeFirst();
  if (!row) return null;
  return { ...(await toProject(row, await findGalleries(db, [row.id]))), bodyHtml: row.bodyHtml };
}

/** Which of these slugs another project (not `exceptId`) has. */
export async function findTakenProjectSlugs(
  db: Db,
  slugs: readonly string[],
  exceptId: string | null,
): Promise<Set<string>> {
  let query = db.selectFrom('projects').select('slug').where('slug', 'in', slugs);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return new Set((await query.execute()).map((row) => row.slug));
}

async function replaceGallery(
  trx: Transaction<Database>,
  projectId: string,
  gallery: readonly GalleryPictureInput[],
): Promise<void> {
  await trx.deleteFrom('projectPictures').where('projectId', '=', projectId).execute();
  if (gallery.length === 0) return;
  await trx
    .insertInto('projectPictures')
    .values(gallery.map((picture, position) => ({ projectId, fileId: picture.fileId, alt: picture.alt, position })))
    .execute();
}

/** Runs `work` in the caller's transaction when there is one (a JSON Resume import), else in a new one. */
function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

async function readProject(db: Db, id: string): Promise<Project> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toProject(row, await findGalleries(db, [id]));
}

/** A new project goes first in the owner's order, with its gallery. */
export async function insertProject(
  db: Db,
  values: ProjectValues,
  gallery: readonly GalleryPictureInput[] = [],
): Promise<Project> {
  return inTransaction(db, async (trx) => {
    const sortOrder = await firstSortOrder(trx, 'projects');
    const { id } = await trx
      .insertInto('projects')
      .values({ ...values, sortOrder })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceGallery(trx, id, gallery);
    return readProject(trx, id);
  });
}

/** Replaces a project's fields and gallery (its place stays); null when no project has that id. */
export async function updateProjectById(
  db: Db,
  id: string,
  values: ProjectValues,
  gallery: readonly GalleryPictureInput[],
): Promise<Project | null> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('projects')
      .set({ ...values, updatedAt: new Date() })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return null;
    await replaceGallery(trx, id, gallery);
    return readProject(trx, id);
  });
}

/** Whether a project with that id existed (and is now gone, its gallery with it; the pictures stay as files). */
export async function deleteProjectById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

type ImportedProject = Pick<NewProject, 'title' | 'description' | 'link' | 'tags'> & {
  category: NewProject['category'] | null;
};

/**
 * The JSON Resume import: a project with the same title is updated (its picture, page, gallery and place stay),
 * any other is added, the document's first on top; projects the document does not name are kept.
 */
export async function upsertProjectsByTitle(db: Db, projects: ImportedProject[]): Promise<void> {
  for (const project of [...projects].reverse()) {
    const { category, ...fields } = project;
    const existing = await db.selectFrom('projects').select('id').where('title', '=', project.title).executeTakeFirst();
    if (existing) {
      await db
        .updateTable('projects')
        .set({ ...fields, ...(category ? { category } : {}), updatedAt: new Date() })
        .where('id', '=', existing.id)
        .execute();
    } else {
      const slug = await freeSlugFor(project.title, 'project', (candidates) =>
        findTakenProjectSlugs(db, candidates, null),
      );
      await insertProject(db, { ...fields, category: category ?? 'business', slug });
    }
  }
}

/** A project's page as the sitemap needs it. */
export type ProjectPageTimes = { slug: string; updatedAt: Date };

export async function listProjectPageTimes(db: Db): Promise<ProjectPageTimes[]> {
  return db
    .selectFrom('projects')
    .select(['slug', 'updatedAt'])
    .orderBy('sortOrder')
    .orderBy('createdAt', 'desc')
    .execute();
}
