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

/**
 * The owner's words for Ajv's (which would show a regular expression or a format's name, and are English only):
 * messages of the `errors` catalogue, so they are said in the site's language; what has none is docs/spec.md §5's
 * generic 'Invalid input', as zod's are.
 */
function readableMessage(keyword: string, params: { format?: string }): string {
  if (keyword === 'required') return 'Required';
  if (keyword === 'pattern') return 'Must be a date as YYYY, YYYY-MM or YYYY-MM-DD';
  if (keyword === 'format' && params.format === 'email') return 'Invalid email address';
  if (keyword === 'format' && (params.format === 'uri' || params.format === 'url'))
    return 'Must be a URL, such as https://example.com';
  return 'Invalid input';
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
    const missing =
      error.keyword === 'required' ? (error.params as { missingProperty?: unknown }).missingProperty : undefined;
    if (typeof missing === 'string') path.push(missing);
    return { path, message: readableMessage(error.keyword, error.params as { format?: string }) };
  });
}

/** The JSON Resume document as POST /api/resume.json takes it; the published schema is checked once it is normalised. */
export const jsonResumeInputSchema = jsonResumeSchema;

const SCHEMELESS_URL = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/**
 * A document as people write them, read the way they mean it: an empty string is an absent value (the published
 * sample has `"url": ""`), and a web address without a scheme (`example.com/me`) is an https URL.
 */
export function normalizeJsonResume<T>(value: T, key?: string): T {
  if (Array.isArray(value)) return value.map((item) => normalizeJsonResume(item)) as T;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => !(typeof field === 'string' && field.trim() === ''))
      .map(([name, field]) => [name, normalizeJsonResume(field, name)]);
    return Object.fromEntries(entries) as T;
  }
  if (typeof value === 'string' && (key === 'url' || key === 'image') && SCHEMELESS_URL.test(value.trim())) {
    return `https://${value.trim()}` as T;
  }
  return value;
}
