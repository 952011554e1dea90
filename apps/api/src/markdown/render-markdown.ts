import { OBJECT_KEY_PATTERN, THUMBNAIL_WIDTHS } from '@folio/contracts';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Element, Root } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import { toText } from 'hast-util-to-text';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { bundledLanguages, createHighlighter, type BundledLanguage } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** Markdown as the site shows it (sanitised HTML) and as plain text (meta descriptions, link previews, snippets). */
export type RenderedMarkdown = { html: string; text: string };

/**
 * GitHub's allow-list (what rehype-sanitize ships): no script, style, iframe, form or event handler; links only to
 * http(s), mailto and relative URLs, images only from http(s) and relative URLs (so no `javascript:` or `data:`).
 * Ids are prefixed so a body cannot clobber the page's own elements.
 */
const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
};

/** Plain text: what hast-util-to-text gives for the sanitised tree, on one line. */
function plainText(tree: Root): string {
  return toText(tree).replace(/\s+/g, ' ').trim();
}

/**
 * Shiki with no language loaded up front (each is loaded the first time a code block uses it) and the JavaScript
 * regex engine (no WebAssembly to compile): loading every grammar at once took most of a minute on a busy machine.
 */
const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

const highlighter = createHighlighter({
  themes: ['github-light', 'github-dark'],
  langs: [],
  engine: createJavaScriptRegexEngine({ forgiving: true }),
});

/**
 * A task list's checkboxes are named by their item's text (GFM renders them without a label, which screen
 * readers announce as an unnamed checkbox).
 */
function labelTaskCheckboxes() {
  return (tree: Root) => {
    visit(tree, 'element', (item: Element) => {
      if (item.tagName !== 'li') return;
      const checkbox = item.children.find(
        (child): child is Element =>
          child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox',
      );
      if (checkbox) checkbox.properties.ariaLabel = toText(item).trim() || 'Task';
    });
  };
}

/** A body is at most this wide on the site (the post column). */
const BODY_PICTURE_SIZES = '(min-width: 48em) 760px, 100vw';

/**
 * Uploaded pictures in a body are served as WebP thumbnails (`?w=N`) the browser picks by width, and load lazily;
 * pictures on other sites are shown as they are.
 */
function pictureThumbnails() {
  return (tree: Root) => {
    visit(tree, 'element', (image: Element) => {
      const src = image.properties.src;
      if (image.tagName !== 'img' || typeof src !== 'string') return;
      image.properties.loading = 'lazy';
      image.properties.decoding = 'async';
      if (!OBJECT_KEY_PATTERN.test(src)) return;
      image.properties.src = `${src}?w=1280`;
      image.properties.srcSet = THUMBNAIL_WIDTHS.map((width) => `${src}?w=${String(width)} ${String(width)}w`).join(
        ', ',
      );
      image.properties.sizes = BODY_PICTURE_SIZES;
    });
  };
}

/** Sanitising comes before highlighting: Shiki's own markup (inline colours) is trusted, a body's never is. */
const processor = highlighter.then((shiki) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(labelTaskCheckboxes)
    .use(pictureThumbnails)
    .use(rehypeShikiFromHighlighter, shiki, {
      themes: CODE_THEMES,
      defaultLanguage: 'text',
      fallbackLanguage: 'text',
    })
    .use(rehypeExternalLinks, { rel: ['noopener', 'noreferrer'] })
    .use(rehypeStringify),
);

/**
 * Loads the grammars a body's code blocks name before it is highlighted (rehype-shiki's `lazy` option does the
 * same, but leaves no moment to take the first use below). A language Shiki does not know is shown as plain text.
 */
async function loadLanguagesOf(tree: MdastRoot, shiki: Awaited<typeof highlighter>): Promise<void> {
  const languages = new Set<BundledLanguage>();
  visit(tree, 'code', (code: Code) => {
    const language = code.lang?.toLowerCase();
    if (language && Object.hasOwn(bundledLanguages, language)) languages.add(language as BundledLanguage);
  });
  const loaded = new Set(shiki.getLoadedLanguages());
  const missing = [...languages].filter((language) => !loaded.has(language));
  if (missing.length === 0) return;
  await shiki.loadLanguage(...missing);
  // Shiki (4.6) completes a theme at its first use with a grammar (shikijs/shiki#978), and that first highlight
  // drew github-light's tokens all in its default colour. A throwaway line per new language takes that first use.
  for (const language of missing) shiki.codeToTokensWithThemes('x', { lang: language, themes: CODE_THEMES });
}

/**
 * CommonMark with GFM (tables, task lists, strikethrough, autolinks) to sanitised HTML with highlighted code,
 * on the server, so a browser never loads a Markdown parser or a highlighter.
 */
export async function renderMarkdown(source: string): Promise<RenderedMarkdown> {
  const markdown = await processor;
  const parsed = markdown.parse(source);
  await loadLanguagesOf(parsed, await highlighter);
  const tree = (await markdown.run(parsed)) as Root;
  return { html: markdown.stringify(tree), text: plainText(tree) };
}

/** How many distinct texts the read-time cache keeps (a bio, each project's and job's description). */
const CACHED_RENDERINGS = 1000;
const renderings = new Map<string, Promise<RenderedMarkdown>>();

/**
 * The bio and descriptions are rendered when read, once per distinct text: the same text is rendered once and
 * then served from memory, so a visitor's read costs no parsing. The oldest entries go first past the limit.
 */
export function renderMarkdownCached(source: string): Promise<RenderedMarkdown> {
  const cached = renderings.get(source);
  if (cached) return cached;
  const rendering = renderMarkdown(source);
  renderings.set(source, rendering);
  rendering.catch(() => renderings.delete(source));
  if (renderings.size > CACHED_RENDERINGS) {
    const oldest = renderings.keys().next().value;
    if (oldest !== undefined) renderings.delete(oldest);
  }
  return rendering;
}
