import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { PgClient } from '@folio/db';
import type { TableManifest } from './archive-format';
import { ArchiveError } from './archive-error';
import { quoteIdent, type CatalogColumn, type CatalogTable } from './database-catalog';

/**
 * Loads a backup's rows with COPY … FROM STDIN, as pg_restore does: PostgreSQL's bulk path, far cheaper per row than
 * INSERT. Each row of the archive (JSON: database-catalog.ts, portableColumnSql) is spelt in COPY's text format,
 * column by column as the target's types read it back: bytea from base64, json and jsonb as JSON, arrays as array
 * literals, everything else as its text. Identity columns keep the archive's values (COPY writes them as given).
 */
export type RowCopy = { table: string; statement: string; line: (row: Record<string, unknown>) => string };

/** Rows are copied in statements of about this many bytes (see copyText). */
const COPY_BATCH_BYTES = 1024 * 1024;

export function rowCopy(table: TableManifest, catalog: CatalogTable): RowCopy {
  const targetColumns = new Map(catalog.columns.map((column) => [column.name, column]));
  const columns = table.columns.map((column) => {
    const target = targetColumns.get(column.name);
    if (!target)
      throw new ArchiveError(
        `The backup's ${table.name}.${column.name} has no column in the restored schema; the archive was altered.`,
      );
    return target;
  });
  const written = columns.filter((column) => !column.generated);
  const encoders = written.map((column) => ({ name: column.name, encode: encoderOf(column) }));
  return {
    table: table.name,
    statement: `copy ${quoteIdent(table.name)} (${written.map((column) => quoteIdent(column.name)).join(', ')}) from stdin`,
    line: (row) => `${encoders.map(({ name, encode }) => encode(row[name])).join('\t')}\n`,
  };
}

/** COPY's text format: a backslash, tab, newline or carriage return in a value is escaped; `\N` is NULL. */
function escapeCopy(text: string): string {
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character] ?? character)
    : text;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function encoderOf(column: CatalogColumn): (value: unknown) => string {
  if (column.typeName === 'bytea')
    return (value) => (value == null ? '\\N' : `\\\\x${Buffer.from(String(value), 'base64').toString('hex')}`);
  if (column.typeName === 'json' || column.typeName === 'jsonb')
    return (value) => (value == null ? '\\N' : escapeCopy(JSON.stringify(value)));
  if (column.typeName.startsWith('_'))
    return (value) =>
      value == null ? '\\N' : escapeCopy(Array.isArray(value) ? arrayLiteral(value) : scalarText(value));
  return (value) => (value == null ? '\\N' : escapeCopy(scalarText(value)));
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** A JSON array as a PostgreSQL array literal: every element quoted, so commas, braces and quotes stay text. */
function arrayLiteral(items: unknown[]): string {
  const elements = items.map((item) => {
    if (item == null) return 'NULL';
    if (Array.isArray(item)) return arrayLiteral(item);
    return `"${scalarText(item).replace(/[\\"]/g, (character) => `\\${character}`)}"`;
  });
  return `{${elements.join(',')}}`;
}

/**
 * The rows as COPY text, in pieces of about COPY_BATCH_BYTES, each handed on once its rows have passed their checks:
 * a statement never waits for the archive (a slow read, or a chunk of empty lines, would trip a statement timeout).
 */
export async function* copyText(
  copy: RowCopy,
  batches: AsyncIterable<Record<string, unknown>[]>,
): AsyncGenerator<string> {
  let text = '';
  for await (const rows of batches) {
    for (const row of rows) text += copy.line(row);
    if (text.length >= COPY_BATCH_BYTES) {
      yield text;
      text = '';
    }
  }
  if (text.length > 0) yield text;
}

/** One COPY statement of `text` on `client` (inside the restore's transaction). */
export async function sendCopy(client: PgClient, statement: string, text: string): Promise<void> {
  await pipeline(Readable.from([text]), client.query(copyFrom(statement)));
}
