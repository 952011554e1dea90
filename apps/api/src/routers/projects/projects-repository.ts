import type { Project } from '@folio/contracts';
import type { Db, NewProject, ProjectRow } from '@folio/db';

/** What the API answers: timestamps as ISO strings, like every other answer. */
function toProject(row: ProjectRow): Project {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Newest first, so a project the owner just added shows at the top of its group. */
export async function listProjects(db: Db): Promise<Project[]> {
  const rows = await db.selectFrom('projects').selectAll().orderBy('createdAt', 'desc').execute();
  return rows.map(toProject);
}

export async function insertProject(db: Db, project: NewProject): Promise<Project> {
  const row = await db.insertInto('projects').values(project).returningAll().executeTakeFirstOrThrow();
  return toProject(row);
}

/** Whether a project with that id existed (and is now gone). */
export async function deleteProjectById(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
