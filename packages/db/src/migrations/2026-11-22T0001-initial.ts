import { sql, type Kysely } from 'kysely';

// Frozen in time: migrations never import application code and never change once released.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profile')
    .addColumn('id', 'text', (col) => col.primaryKey().defaultTo('default'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('bio', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('location', 'text')
    .addColumn('github', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('twitter', 'text')
    .addColumn('image_url', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull().check(sql`category in ('business', 'hobby')`))
    .addColumn('image_url', 'text')
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull().check(sql`size >= 0`))
    .addColumn('mime_type', 'text', (col) => col.notNull().defaultTo('application/octet-stream'))
    .addColumn('category', 'text', (col) => col.notNull().check(sql`category in ('business', 'hobby')`))
    .addColumn('object_path', 'text', (col) => col.notNull().unique())
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Upload keys the server handed out; an upload that is never registered is swept after 24 hours.
  await db.schema
    .createTable('pending_uploads')
    .addColumn('object_path', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('pending_uploads_created_at_idx').on('pending_uploads').column('created_at').execute();

  await db.schema
    .createTable('employment')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('position', 'text', (col) => col.notNull())
    .addColumn('industry', 'text')
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text')
    .addColumn('location', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('employment_start_date_idx').on('employment').column('start_date').execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('display_name', 'text')
    .addColumn('theme_preference', 'text', (col) =>
      col
        .notNull()
        .defaultTo('light')
        .check(sql`theme_preference in ('light', 'dark', 'system')`),
    )
    .addColumn('email_notifications', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`email_notifications in (0, 1)`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('activity_logs')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('page', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull().defaultTo('view'))
    .addColumn('metadata', 'jsonb')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('activity_logs_page_idx').on('activity_logs').column('page').execute();
  await db.schema.createIndex('activity_logs_user_id_idx').on('activity_logs').column('user_id').execute();
  await db.schema.createIndex('activity_logs_created_at_idx').on('activity_logs').column('created_at').execute();

  await db.schema
    .createTable('session')
    .addColumn('sid', 'varchar', (col) => col.primaryKey())
    .addColumn('sess', 'jsonb', (col) => col.notNull())
    .addColumn('expire', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('session_expire_idx').on('session').column('expire').execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull().check(sql`scope in ('read', 'write')`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('prefix', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('access_tokens_user_id_idx').on('access_tokens').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'access_tokens',
    'session',
    'activity_logs',
    'user_settings',
    'users',
    'contact_messages',
    'employment',
    'pending_uploads',
    'files',
    'projects',
    'profile',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
