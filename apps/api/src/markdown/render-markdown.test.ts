import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from './render-markdown';

/** Hostile Markdown and HTML, the kinds XSS cheat sheets list, in the shapes Markdown adds (links, images, info strings). */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{display:none}</style>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](java&#x09;script:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+)',
  '![x](https://ok.example/a.png" onerror="alert(1))',
  '[a](https://ok.example "t\\" onmouseover=alert(1)")',
  '<https://ok.example/" onmouseover="alert(1)>',
  '```js" onmouseover="alert(1)\ncode\n```',
  '```<script>alert(1)</script>\ncode\n```',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  '- [ ] <a href="javascript:alert(1)">task</a>',
  '<a id="root" name="folio-state">clobber</a>',
];

const SAFE_PROTOCOL = /^(https?:|mailto:|[^:]*$)/i;
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'data', 'poster', 'cite', 'background', 'xLinkHref'];
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'base',
  'meta',
  'link',
  'svg',
  'math',
]);

function elementsOf(html: string): Element[] {
  const tree = unified().use(rehypeParse, { fragment: true }).parse(html) as Root;
  const elements: Element[] = [];
  visit(tree, 'element', (element: Element) => void elements.push(element));
  return elements;
}

/** What a browser could run or be sent to by the rendered HTML; empty when it is safe. */
function dangersIn(html: string): string[] {
  const dangers: string[] = [];
  for (const element of elementsOf(html)) {
    if (FORBIDDEN_TAGS.has(element.tagName)) dangers.push(`<${element.tagName}>`);
    for (const [name, value] of Object.entries(element.properties)) {
      if (/^on/i.test(name)) dangers.push(`${element.tagName}[${name}]`);
      if (URL_PROPERTIES.includes(name) && !SAFE_PROTOCOL.test(String(value).replace(/\s/g, ''))) {
        dangers.push(`${element.tagName}[${name}=${String(value)}]`);
      }
      if (name === 'id' || name === 'name') {
        if (!String(value).startsWith('user-content-')) dangers.push(`${element.tagName}[${name}=${String(value)}]`);
      }
    }
    // Only the highlighter's own markup carries inline styles.
    if (element.properties.style !== undefined && !['pre', 'span'].includes(element.tagName)) {
      dangers.push(`${element.tagName}[style]`);
    }
  }
  return dangers;
}

describe('renderMarkdown', () => {
  it.each(XSS_PAYLOADS)('renders %j with nothing a browser could run', async (payload) => {
    const { html } = await renderMarkdown(payload);
    expect(dangersIn(html)).toEqual([]);
    expect(html).not.toMatch(/<script|="\s*(javascript|vbscript|data):/i);
  });

  it('catches what it is meant to catch (the check above is not blind)', () => {
    expect(dangersIn('<a href="javascript:alert(1)" onclick="x">a</a><script></script><p style="x">y</p>')).toEqual([
      'a[href=javascript:alert(1)]',
      'a[onClick]',
      '<script>',
      'p[style]',
    ]);
  });

  it('renders CommonMark with GFM tables and task lists', async () => {
    const { html } = await renderMarkdown(
      'Made **fast**, _simple_ and ~~slow~~.\n\n| Tool | Speed |\n|---|--:|\n| Folio | 1 |\n\n- [x] done\n- [ ] to do',
    );
    expect(html).toContain('<strong>fast</strong>');
    expect(html).toContain('<em>simple</em>');
    expect(html).toContain('<del>slow</del>');
    expect(html).toMatch(/<table>[\s\S]*<th>Tool<\/th>[\s\S]*<td align="right">1<\/td>/);
    expect(html).toContain('<input type="checkbox" checked disabled aria-label="done"> done');
    expect(html).toContain('<input type="checkbox" disabled aria-label="to do"> to do');
  });

  it('gives links to other sites rel="noopener noreferrer" and keeps its own links as they are', async () => {
    const { html } = await renderMarkdown('[them](https://other.example/x) [us](/writing) [mail](mailto:a@b.example)');
    expect(html).toContain('<a href="https://other.example/x" rel="noopener noreferrer">them</a>');
    expect(html).toContain('<a href="/writing">us</a>');
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
  });

  it('highlights code on the server, and shows unknown languages as plain code', async () => {
    const { html } = await renderMarkdown(
      '```ts\nconst answer: number = 42;\n```\n\n```no-such-language\n<b>x</b>\n```',
    );
    expect(html).toMatch(
      /<pre class="shiki[^"]*"[^>]*><code><span class="line"><span style="color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">const<\/span>/i,
    );
    expect(html).toContain('&#x3C;b>x&#x3C;/b>');
  });

  it('colours code for the light theme the first time a language is used, as every time after', async () => {
    // A fresh highlighter, as after a restart: the first post with `js` code once came out in one colour.
    vi.resetModules();
    const fresh = await import('./render-markdown');
    const body = 'It **weaves** algebra.\n\n```js\nweave(1)\n```';
    const first = await fresh.renderMarkdown(body);
    expect(first.html).toContain('<span style="color:#6F42C1;--shiki-dark:#B392F0">weave</span>');
    expect((await fresh.renderMarkdown(body)).html).toBe(first.html);
  });

  it('serves uploaded pictures as thumbnails the browser picks by width, and loads every picture lazily', async () => {
    const key = '/objects/uploads/00000000-0000-4000-8000-000000000000';
    const { html } = await renderMarkdown(`![Engine](${key}) ![Elsewhere](https://other.example/a.png)`);
    expect(html).toContain(
      `<img src="${key}?w=1280" alt="Engine" loading="lazy" decoding="async" srcset="${[160, 320, 480, 640, 720, 1280].map((width) => `${key}?w=${String(width)} ${String(width)}w`).join(', ')}" sizes="(min-width: 48em) 760px, 100vw">`,
    );
    expect(html).toContain('<img src="https://other.example/a.png" alt="Elsewhere" loading="lazy" decoding="async">');
  });

  it('gives plain text without Markdown syntax for descriptions and previews', async () => {
    const { text } = await renderMarkdown(
      '# Title\n\nI build **fast** sites with [Folio](https://x.example).\n\n- one\n- two',
    );
    expect(text).toBe('Title I build fast sites with Folio. one two');
  });
});
