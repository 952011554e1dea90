import { writeFile } from 'node:fs/promises';
import { buildOpenApiDocument } from '../../plugins/openapi-document';
import { generateClientTypes } from './generate-client-types';

/** Regenerates openapi-types.ts (the contract test checks that it matches the live document). */
await writeFile(new URL('./openapi-types.ts', import.meta.url), await generateClientTypes(buildOpenApiDocument()));
