import classes from './markdown-html.module.css';

type MarkdownHtmlProps = {
  /** HTML the server rendered from Markdown and sanitised with an allow-list: never anything else. */
  html: string;
  className?: string;
};

/**
 * Markdown as the server rendered it (bodies, the bio, descriptions), with the site's typography: headings,
 * lists, tables, task lists, quotes and highlighted code. No parser or highlighter runs in the browser.
 */
export function MarkdownHtml({ html, className }: MarkdownHtmlProps) {
  return (
    <div
      className={className ? `${classes.prose} ${className}` : classes.prose}
      // Sanitised on the server (apps/api/src/markdown/render-markdown.ts): no script, handler or unsafe URL survives it.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
