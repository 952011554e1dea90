import { sql, type Kysely } from 'kysely';

/**
 * The owner password's argon2 hash lives in the database (one row), so every instance accepts the
 * same password and `pnpm owner:password` changes it for all of them. Instances write a heartbeat row, so one
 * that keeps files on its own disk (STORAGE_DRIVER=local) can tell it is not alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('owner_password')
    .addColumn('id', 'smallint', (col) =>
      col
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('instance_heartbeats')
    .addColumn('instance_id', 'text', (col) => col.primaryKey())
    .addColumn('host', 'text', (col) => col.notNull())
    .addColumn('data_dir', 'text', (col) => col.notNull())
    .addColumn('storage_driver', 'text', (col) => col.notNull())
    .addColumn('seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('instance_heartbeats').execute();
  await db.schema.dropTable('owner_password').execute();
}
