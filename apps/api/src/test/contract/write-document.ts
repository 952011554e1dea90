import { mkdir, writeFile } from 'node:fs/promises';
import { buildOpenApiDocument } from '../../plugins/openapi-document';

/** Writes the document GET /api/openapi.json serves to dist/openapi.json, for Redocly's linter (`pnpm lint`). */
await mkdir(new URL('../../../dist/', import.meta.url), { recursive: true });
await writeFile(
  new URL('../../../dist/openapi.json', import.meta.url),
  JSON.stringify(buildOpenApiDocument(), null, 2),
);
