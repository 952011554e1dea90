import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads whatever schema the database has
type AnyDb = Kysely<any>;

/**
 * Tables a backup leaves out; everything else in the schema is in it, including tables added after this was
 * written: sign-in sessions (a restored site starts signed out), upload keys handed out but never registered
 * (their half-finished objects are not backed up either), Kysely's migration bookkeeping (the manifest carries
 * the schema's migrations instead), and the daily analytics salts with the visitor hashes made with them: the
 * docs/owner.md (Privacy) promises that a day's visitors cannot be recognised once its salt is deleted after 48 hours, which a
 * backup kept for months would break (so are the campaign visitors of the day, which hold the same hashes). The
 * daily totals and breakdowns they fed are backed up. Also left out: which instances
 * are running (their heartbeats), and the contact-form proofs of work already spent (each expires within minutes, and
 * the challenges they answer were signed with this site's own key). The owner password's hash is backed up, so a restored site signs in as the
 * old one did (until OWNER_PASSWORD or `pnpm owner:password` sets another).
 */
export const EXCLUDED_TABLES: ReadonlySet<string> = new Set([
  'session',
  'pending_uploads',
  'kysely_migration',
  'kysely_migration_lock',
  'analytics_salts',
  'analytics_daily_visitors',
  'analytics_daily_source_visitors',
  'instance_heartbeats',
  'contact_challenge_solutions',
]);

/**
 * Tables that do not make a target "not empty" and that --force does not empty: the migration bookkeeping a
 * restore migrates with, the instance heartbeats, and the owner password every instance stores at its first
 * start (a backup's password replaces it: see restore-backup.ts).
 */
export const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock', 'owner_password', 'instance_heartbeats'];

/** Every table of the current schema but the migration bookkeeping: what replacing a site with --force empties. */
export async function readAllDataTables(db: AnyDb): Promise<string[]> {
  const rows = await sql<{ tableName: string }>`
    select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')`.execute(db);
  return rows.rows.map((row) => row.tableName).filter((name) => !MIGRATION_TABLES.includes(name));
}

export type CatalogColumn = {
  name: string;
  /** As SQL spells it (`bigint`, `timestamp with time zone`, `text[]`). */
  type: string;
  /** pg_type's name (`int8`, `bytea`, `_text` for arrays). */
  typeName: string;
  /** GENERATED ALWAYS AS IDENTITY: restoring its values needs OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
  /** A generated (computed) column: never written, the database computes it again. */
  generated: boolean;
};

export type CatalogTable = { name: string; columns: CatalogColumn[]; primaryKey: string[]; references: string[] };

/** A SQL identifier, quoted. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The tables of the current schema a backup holds (with `includeExcluded`, every table but the migration
 * bookkeeping: a restore loads whatever an archive holds, e.g. one written before a table was left out), from the database's own catalog (so tables and columns other
 * work adds are covered without a list to keep up), in foreign-key order: every table after those it refers to.
 */
export async function readCatalog(db: AnyDb, options: { includeExcluded?: boolean } = {}): Promise<CatalogTable[]> {
  const columns = await sql<{
    tableName: string;
    columnName: string;
    columnType: string;
    typeName: string;
    identity: string;
    generated: string;
  }>`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type,
           t.typname as type_name, a.attidentity::text as identity, a.attgenerated::text as generated
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`.execute(db);
  const primaryKeys = await sql<{ tableName: string; columnName: string }>`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where i.indisprimary and n.nspname = current_schema()
    order by c.relname, array_position(i.indkey::int2[], a.attnum)`.execute(db);
  const foreignKeys = await sql<{ tableName: string; referencedName: string }>`
    select distinct c.relname as table_name, r.relname as referenced_name
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = current_schema()`.execute(db);

  const tables = new Map<string, CatalogTable>();
  for (const row of columns.rows) {
    if (EXCLUDED_TABLES.has(row.tableName) && !(options.includeExcluded && !MIGRATION_TABLES.includes(row.tableName)))
      continue;
    let table = tables.get(row.tableName);
    if (!table) {
      table = { name: row.tableName, columns: [], primaryKey: [], references: [] };
      tables.set(row.tableName, table);
    }
    table.columns.push({
      name: row.columnName,
      type: row.columnType,
      typeName: row.typeName,
      identityAlways: row.identity === 'a',
      generated: row.generated !== '',
    });
  }
  for (const row of primaryKeys.rows) tables.get(row.tableName)?.primaryKey.push(row.columnName);
  for (const row of foreignKeys.rows) {
    // A table referring to itself orders its own rows by key; it needs no other table first.
    if (row.tableName !== row.referencedName && tables.has(row.referencedName))
      tables.get(row.tableName)?.references.push(row.referencedName);
  }
  return inDependencyOrder([...tables.values()]);
}

/** Tables ordered so each comes after every table it refers to (ties alphabetical, so the order is stable). */
export function inDependencyOrder(tables: CatalogTable[]): CatalogTable[] {
  const remaining = new Map(tables.map((table) => [table.name, table]));
  const ordered: CatalogTable[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining.values()]
      .filter((table) => table.references.every((name) => !remaining.has(name)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (ready.length === 0) {
      throw new Error(
        `These tables refer to each other in a cycle, which a restore cannot order: ${[...remaining.keys()].join(', ')}`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      remaining.delete(table.name);
    }
  }
  return ordered;
}

/** The migrations applied to the database, oldest first (none when it was never migrated). */
export async function readAppliedMigrations(db: AnyDb): Promise<string[]> {
  const exists = await sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`.execute(db);
  if (!exists.rows[0]?.found) return [];
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}

/**
 * How a backup selects a column so its JSON is portable: bigint and numeric as strings (exact in any JSON
 * reader), bytea as base64; timestamps are ISO 8601 in UTC (the backup's session time zone), jsonb stays JSON,
 * arrays JSON arrays.
 */
export function portableColumnSql(column: CatalogColumn): string {
  const name = quoteIdent(column.name);
  switch (column.typeName) {
    case 'bytea':
      return `encode(${name}, 'base64') as ${name}`;
    case 'int8':
    case 'numeric':
    case 'money':
      return `${name}::text as ${name}`;
    case '_int8':
    case '_numeric':
      return `${name}::text[] as ${name}`;
    default:
      return name;
  }
}
