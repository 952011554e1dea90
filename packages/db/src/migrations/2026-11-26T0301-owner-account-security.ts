import { sql, type Kysely } from 'kysely';

/**
 * The owner's account beyond the password, and the site-wide settings:
 * - `site_settings`: one row (id 1) of settings that belong to the site rather than to a user; columns are added
 *   here as the site gains settings.
 * - `owner_totp`: the authenticator-app secret once confirmed, and the last time step a code was accepted for
 *   (a code is accepted once, even within its 30 seconds).
 * - `owner_recovery_codes`: one-time codes for a lost authenticator, stored as SHA-256 hashes (they are long
 *   random strings, so a slow hash adds nothing).
 * - `passkeys`: WebAuthn credentials registered by the owner.
 * - `owner_sign_in_devices`: the browsers the owner has signed in from, so a new one can be mailed about.
 * - `contact_challenge_solutions`: contact-form proofs of work already spent, kept until they expire.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'smallint', (col) =>
      col
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('contact_challenge', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('owner_totp')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('last_used_step', 'bigint')
    .addColumn('enabled_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('owner_recovery_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    .addColumn('public_key', 'bytea', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('owner_sign_in_devices')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_key', 'text', (col) => col.notNull())
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('owner_sign_in_devices_pkey', ['user_id', 'device_key'])
    .execute();
  await db.schema
    .createTable('contact_challenge_solutions')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'contact_challenge_solutions',
    'owner_sign_in_devices',
    'passkeys',
    'owner_recovery_codes',
    'owner_totp',
    'site_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
