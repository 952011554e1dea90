import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { jsonResumeSchema } from '@folio/contracts';

/** The published JSON Resume schema (draft-07), as the `@jsonresume/schema` package ships it. */
const schema = createRequire(import.meta.url)('@jsonresume/schema/schema.json') as Record<string, unknown>;

let compiled: ValidateFunction | undefined;

/** Compiled at first use, not at start: compiling the schema takes a noticeable part of a start. */
function validator(): ValidateFunction {
  if (!compiled) {
    // strict: false — the schema carries annotation keywords of its own that Ajv's strict mode would refuse.
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    compiled = ajv.compile(schema);
  }
  return compiled;
}

type SchemaIssue = { path: (string | number)[]; message: string };

/** The document's departures from the JSON Resume schema, each with its field's path (`work.0.startDate`); [] when valid. */
export function jsonResumeSchemaIssues(document: unknown): SchemaIssue[] {
  const validate = validator();
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => {
    const path: (string | number)[] = error.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
    const missing = error.keyword === 'required' ? (error.params as { missingProperty?: unknown }).missingProperty : undefined;
    if (typeof missing === 'string') path.push(missing);
    return { path, message: error.message ?? 'Invalid input' };
  });
}

/** The JSON Resume document as POST /api/resume.json takes it: zod's shape, then the published schema. */
export const jsonResumeInputSchema = jsonResumeSchema.superRefine((document, ctx) => {
  for (const issue of jsonResumeSchemaIssues(document)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
