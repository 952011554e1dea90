import type { Project } from '@folio/contracts';
import type { Db, NewProject, ProjectRow } from '@folio/db';
import { firstSortOrder } from '../../lib/owner-order';

/** What the API answers: timestamps as ISO strings, like every other answer. */
function toProject(row: ProjectRow): Project {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** In the owner's order; rows that share a place (added at once) newest first. */
export async function listProjects(db: Db): Promise<Project[]> {
  const rows = await db
    .selectFrom('projects')
    .selectAll()
    .orderBy('sortOrder')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toProject);
}

/** A new project goes first in the owner's order. */
export async function insertProject(db: Db, project: Omit<NewProject, 'sortOrder'>): Promise<Project> {
  const sortOrder = await firstSortOrder(db, 'projects');
  const row = await db
    .insertInto('projects')
    .values({ ...project, sortOrder })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProject(row);
}

/** Replaces a project's fields (its place stays); null when no project has that id. */
export async function updateProjectById(
  db: Db,
  id: string,
  project: Omit<NewProject, 'id' | 'sortOrder' | 'createdAt'>,
): Promise<Project | null> {
  const row = await db.updateTable('projects').set(project).where('id', '=', id).returningAll().executeTakeFirst();
  return row ? toProject(row) : null;
}

/** Whether a project with that id existed (and is now gone). */
export async function deleteProjectById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

type ImportedProject = Pick<NewProject, 'title' | 'description' | 'link' | 'tags'> & { category: NewProject['category'] | null };

/**
 * The JSON Resume import: a project with the same title is updated (its picture and place stay), any other is
 * added, the document's first on top; projects the document does not name are kept.
 */
export async function upsertProjectsByTitle(db: Db, projects: ImportedProject[]): Promise<void> {
  for (const project of [...projects].reverse()) {
    const { category, ...fields } = project;
    const existing = await db.selectFrom('projects').select('id').where('title', '=', project.title).executeTakeFirst();
    if (existing) await db.updateTable('projects').set({ ...fields, ...(category ? { category } : {}) }).where('id', '=', existing.id).execute();
    else await insertProject(db, { ...fields, category: category ?? 'business' });
  }
}
