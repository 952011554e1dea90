import type { ParsedProjectInput } from '@folio/contracts';
import type { Db } from '@folio/db';
import { AppError } from '../../lib/errors';
import { freeSlugFor } from '../../lib/free-slug';
import { renderMarkdown } from '../../markdown/render-markdown';
import { assertGalleryPictures, assertPictureReference } from '../files';
import { findTakenProjectSlugs, type ProjectValues } from './projects-repository';

/**
 * The slug a project gets: the one asked for (409 when another project has it); else the one it has, so links to
 * its page keep working when its title changes; else one made from the title.
 */
async function slugFor(
  db: Db,
  input: ParsedProjectInput,
  existing: { id: string; slug: string } | null,
): Promise<string> {
  if (input.slug) {
    const taken = await findTakenProjectSlugs(db, [input.slug], existing?.id ?? null);
    if (taken.has(input.slug)) {
      throw new AppError('CONFLICT', 'slug: Another project already has this slug', {
        issues: [{ path: 'slug', message: 'Another project already has this slug' }],
      });
    }
    return input.slug;
  }
  if (existing) return existing.slug;
  return freeSlugFor(input.title, 'project', (candidates) => findTakenProjectSlugs(db, candidates, null));
}

/**
 * What is stored for a project written with `input` (over `existing` when it is an edit), once its pictures are
 * known to be ones visitors may see: its body rendered once, here.
 */
export async function projectValuesFor(
  db: Db,
  input: ParsedProjectInput,
  existing: { id: string; slug: string } | null,
): Promise<ProjectValues> {
  await assertPictureReference(db, 'imageUrl', input.imageUrl);
  await assertGalleryPictures(db, input.gallery);
  const { html, text } = await renderMarkdown(input.body);
  const { title, description, category, imageUrl, tags, link, body } = input;
  const slug = await slugFor(db, input, existing);
  return { slug, title, description, category, imageUrl, tags, link, body, bodyHtml: html, bodyText: text };
}
