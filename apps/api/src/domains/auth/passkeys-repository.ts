import type { Passkey } from '@folio/contracts';
import type { Db } from '@folio/db';
import type { AuthenticatorTransport, WebAuthnCredential } from '@simplewebauthn/server';
import { sql } from 'kysely';

const LISTED = ['id', 'name', 'createdAt', 'lastUsedAt'] as const;

function toPasskey(row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(LISTED)
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  return rows.map(toPasskey);
}

export async function countPasskeys(db: Db): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertPasskey(
  db: Db,
  userId: string,
  credential: WebAuthnCredential,
  name: string,
): Promise<Passkey> {
  const row = await db
    .insertInto('passkeys')
    .values({
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
    })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
  return toPasskey(row);
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<Passkey | null> {
  const row = await db
    .updateTable('passkeys')
    .set({ name })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .returning(LISTED)
    .executeTakeFirst();
  return row ? toPasskey(row) : null;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A stored credential by its WebAuthn id, as the library verifies against it, with the owner it signs in. */
export async function findCredential(
  db: Db,
  credentialId: string,
): Promise<{ userId: string; credential: WebAuthnCredential } | null> {
  const row = await db.selectFrom('passkeys').selectAll().where('credentialId', '=', credentialId).executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.userId,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(row.publicKey),
      counter: Number(row.counter),
      transports: row.transports as AuthenticatorTransport[],
    },
  };
}

export async function credentialIdsOf(
  db: Db,
  userId: string,
): Promise<{ id: string; transports: AuthenticatorTransport[] }[]> {
  const rows = await db
    .selectFrom('passkeys')
    .select(['credentialId', 'transports'])
    .where('userId', '=', userId)
    .execute();
  return rows.map((row) => ({ id: row.credentialId, transports: row.transports as AuthenticatorTransport[] }));
}

export async function recordPasskeyUse(db: Db, credentialId: string, counter: number): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter, lastUsedAt: sql<Date>`now()` })
    .where('credentialId', '=', credentialId)
    .execute();
}
