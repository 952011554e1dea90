import type { AuthTexts } from './auth-texts';
/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/**
 * Mantine's default look (colors, radius, type scale), so these server-rendered pages feel like part of the
 * web app. The CSP allows inline styles but no inline script; `/theme-init.js` (served by apps/web) applies the
 * visitor's saved light/dark choice, and without it the operating system's preference applies.
 */
const STYLES = `
:root {
  color-scheme: light;
  --body: #f8f9fa; --card: #ffffff; --text: #000000; --dimmed: #5c636a; --border: #dee2e6;
  --input-bg: #ffffff; --input-border: #ced4da; --button-bg: #ffffff; --button-hover: #f8f9fa;
  --primary: #1971c2; --primary-hover: #1864ab; --primary-text: #1971c2;
  --error: #fa5252; --error-text: #c92a2a; --error-bg: rgba(250, 82, 82, 0.1);
  --shadow: 0 1px 3px rgba(0, 0, 0, 0.05), 0 10px 15px -5px rgba(0, 0, 0, 0.05), 0 7px 7px -5px rgba(0, 0, 0, 0.04);
}
@media (prefers-color-scheme: dark) {
  :root:not([data-mantine-color-scheme='light']) {
    color-scheme: dark;
    --body: #242424; --card: #2e2e2e; --text: #c9c9c9; --dimmed: #a6a6a6; --border: #424242;
    --input-bg: #2e2e2e; --input-border: #424242; --button-bg: #2e2e2e; --button-hover: #3b3b3b;
    --primary-text: #4dabf7; --error-text: #ff8787; --error-bg: rgba(250, 82, 82, 0.15); --shadow: none;
  }
}
:root[data-mantine-color-scheme='dark'] {
  color-scheme: dark;
  --body: #242424; --card: #2e2e2e; --text: #c9c9c9; --dimmed: #a6a6a6; --border: #424242;
  --input-bg: #2e2e2e; --input-border: #424242; --button-bg: #2e2e2e; --button-hover: #3b3b3b;
  --primary-text: #4dabf7; --error-text: #ff8787; --error-bg: rgba(250, 82, 82, 0.15); --shadow: none;
}
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; }
body {
  min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 24px 16px;
  background: var(--body); color: var(--text); line-height: 1.55; -webkit-font-smoothing: antialiased;
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji';
}
main { width: 100%; max-width: 420px; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 8px; padding: 32px; box-shadow: var(--shadow); }
@media (max-width: 420px) { .card { padding: 24px 20px; } }
h1 { margin: 0; font-size: 26px; line-height: 1.35; font-weight: 700; text-align: center; }
.lead { margin: 6px 0 24px; font-size: 14px; color: var(--dimmed); text-align: center; }
.stack { display: flex; flex-direction: column; gap: 12px; }
label { display: block; margin-bottom: 4px; font-size: 14px; font-weight: 500; }
input[type='password'], input[type='text'] {
  display: block; width: 100%; height: 36px; padding: 0 12px; font: inherit; font-size: 14px; color: var(--text);
  background: var(--input-bg); border: 1px solid var(--input-border); border-radius: 4px;
}
input[type='password']:focus, input[type='text']:focus { outline: none; border-color: var(--primary); }
input[aria-invalid='true'] { border-color: var(--error); }
.button {
  display: flex; align-items: center; justify-content: center; gap: 10px; width: 100%; height: 36px; padding: 0 18px;
  font: inherit; font-size: 14px; font-weight: 600; text-decoration: none; cursor: pointer; border-radius: 4px;
  border: 1px solid var(--input-border); background: var(--button-bg); color: var(--text);
}
.button:hover { background: var(--button-hover); }
.button-primary { background: var(--primary); border-color: transparent; color: #ffffff; }
.button-primary:hover { background: var(--primary-hover); }
.button svg { width: 18px; height: 18px; flex: none; }
:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
input[type='password']:focus-visible, input[type='text']:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
.divider { display: flex; align-items: center; gap: 12px; margin: 20px 0; font-size: 12px; color: var(--dimmed); }
.divider::before, .divider::after { content: ''; flex: 1; border-top: 1px solid var(--border); }
.alert {
  margin: 0 0 20px; padding: 12px 16px; font-size: 14px; border-radius: 8px;
  color: var(--error-text); background: var(--error-bg); border-inline-start: 4px solid var(--error);
}
.alert:has(+ .detail) { margin-bottom: 8px; }
.detail { margin: 0 0 20px; font-size: 12px; color: var(--dimmed); overflow-wrap: anywhere; }
.more { margin-top: 20px; font-size: 14px; }
.more summary { cursor: pointer; color: var(--primary-text); margin-bottom: 12px; }
.back { margin: 20px 0 0; text-align: center; font-size: 14px; }
a.link { color: var(--primary-text); text-decoration: none; border-radius: 2px; }
a.link:hover { text-decoration: underline; }
`;

export type AuthPageOptions = { title: string; body: string; texts: AuthTexts };

/** A small, self-contained page centered on a card: the sign-in page and the sign-in error pages. */
export function renderAuthPage({ title, body, texts: { language, direction, t } }: AuthPageOptions): string {
  return `<!doctype html>
<html lang="${language}" dir="${direction}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(t('page.title', { title }))}</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    <script src="/theme-init.js"></script>
    <style>${STYLES}</style>
  </head>
  <body>
    <main>
      <div class="card">
${body}
      </div>
      <p class="back"><a class="link" href="/">${escapeHtml(t('page.back'))}</a></p>
    </main>
  </body>
</html>
`;
}

export type AuthErrorPageOptions = {
  title: string;
  message: string;
  detail?: string;
  retryHref?: string;
  texts: AuthTexts;
};

/** Why a sign-in did not happen (refused identity, provider trouble), with a way back to the sign-in page. */
export function renderAuthErrorPage({
  title: englishTitle,
  message,
  detail,
  retryHref = '/api/login',
  texts,
}: AuthErrorPageOptions): string {
  const { t, word } = texts;
  const title = word(englishTitle);
  return renderAuthPage({
    title,
    texts,
    body: `        <h1>${escapeHtml(title)}</h1>
        <p class="lead">${escapeHtml(t('error.notSignedIn'))}</p>
        <p class="alert" role="alert">${escapeHtml(word(message))}</p>${
          detail
            ? `
        <p class="detail">${escapeHtml(word(detail))}</p>`
            : ''
        }
        <a class="button" href="${escapeHtml(retryHref)}">${escapeHtml(t('error.retry'))}</a>`,
  });
}
