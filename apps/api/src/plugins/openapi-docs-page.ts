import { createRequire } from 'node:module';
import path from 'node:path';

/** swagger-ui-dist ships the docs page's assets; we serve them ourselves so /api/docs works offline. */
export const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

export function renderDocsPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Folio API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;
}

export function renderDocsInitScript(documentUrl: string): string {
  return `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(documentUrl)}, dom_id: '#swagger-ui', deepLinking: true });\n`;
}
