import { Readable } from 'node:stream';
import { activityLogsCsvQuerySchema } from '@folio/contracts';
import { create as contentDisposition } from 'content-disposition';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, formatIssuePath } from '../../lib/errors';
import { requireOwner } from '../../trpc/plain-route-access';
import { ACTIVITY_CSV_COLUMNS, streamActivityLogs } from './analytics-repository';

const HEADER = [
  'id',
  'created_at',
  'page',
  'action',
  'referrer_host',
  'device_type',
  'ip_address',
  'user_agent',
  'user_id',
  'metadata',
];

/**
 * A spreadsheet runs a cell starting with one of these as a formula (CSV injection): such a cell gets a leading
 * apostrophe, which spreadsheets show as text and do not display.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string | number);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function dayAfter(day: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/**
 * GET /api/activity-logs.csv?from=YYYY-MM-DD&to=YYYY-MM-DD&includeOwner=true: the page-view log as CSV (RFC 4180,
 * UTF-8), the owner only (session or token), streamed. Both days are UTC and included; either may be left out.
 * The owner's own views are left out unless `includeOwner=true`, as in every other figure.
 */
export async function activityLogsCsv(req: FastifyRequest, reply: FastifyReply) {
  await requireOwner(req);
  const parsed = activityLogsCsvQuerySchema.safeParse(req.query ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw AppError.invalidField(formatIssuePath(issue?.path ?? []), issue?.message ?? 'Invalid');
  }
  const { from, to, includeOwner } = parsed.data;
  const rows = streamActivityLogs(req.server.db, {
    from: from ? new Date(`${from}T00:00:00.000Z`) : null,
    to: to ? dayAfter(to) : null,
    includeOwner,
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield ACTIVITY_CSV_COLUMNS.map((column) => csvCell(row[column]));
    })(),
  );
  // A line break inside a cell must be quoted; csv-stringify only quotes the record delimiter (CRLF) itself.
  const csv = stringify({
    header: true,
    columns: HEADER,
    record_delimiter: 'windows',
    bom: true,
    quoted_match: /[\r\n]/,
  });
  records.on('error', (error) => csv.destroy(error));
  records.pipe(csv);
  const name = `page-views-${from ?? 'start'}-to-${to ?? new Date().toISOString().slice(0, 10)}.csv`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'no-store')
    .send(csv);
}
