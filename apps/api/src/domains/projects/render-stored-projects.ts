import type { Kysely } from 'kysely';
import type { Database } from '@folio/db';
import { renderMarkdown } from '../../markdown/render-markdown';

/**
 * Renders every stored project's page text again from its Markdown, through the same sanitiser as a project
 * written in Admin. A restore calls it before it commits: an archive's HTML is never served as it came.
 */
export async function renderStoredProjects(db: Kysely<Database>): Promise<number> {
  const projects = await db.selectFrom('projects').select(['id', 'body']).execute();
  for (const project of projects) {
    const { html, text } = await renderMarkdown(project.body);
    await db.updateTable('projects').set({ bodyHtml: html, bodyText: text }).where('id', '=', project.id).execute();
  }
  return projects.length;
}
