import type { Kysely } from 'kysely';
import type { Database } from '@folio/db';
import { renderMarkdown } from '../../markdown/render-markdown';

/**
 * Renders every stored post's body again from its Markdown, through the same sanitiser as a post written in
 * Admin. A restore calls it before it commits: the HTML an archive carries is never served as it came, so an
 * edited archive cannot plant a script in a page.
 */
export async function renderStoredPosts(db: Kysely<Database>): Promise<number> {
  const posts = await db.selectFrom('posts').select(['id', 'body']).execute();
  for (const post of posts) {
    const { html, text } = await renderMarkdown(post.body);
    await db.updateTable('posts').set({ bodyHtml: html, bodyText: text }).where('id', '=', post.id).execute();
  }
  return posts.length;
}
