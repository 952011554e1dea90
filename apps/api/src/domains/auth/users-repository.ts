import type { AuthUser } from '@folio/contracts';
import type { Db } from '@folio/db';

const USER_COLUMNS = ['id', 'email', 'firstName', 'lastName', 'profileImageUrl'] as const;

export async function findUserById(db: Db, id: string): Promise<AuthUser | null> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

export type OwnerIdentity = Partial<Omit<AuthUser, 'id'>>;

/**
 * Folio has one owner: whichever sign-in method they use, they are the same user, so their settings and
 * tokens follow them. The first sign-in creates the row; later ones refresh what the provider tells us.
 */
export async function upsertOwner(db: Db, identity: OwnerIdentity): Promise<AuthUser> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .orderBy('createdAt')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    const known = Object.fromEntries(
      Object.entries(identity).filter(([, value]) => value !== undefined && value !== null),
    );
    if (!existing) {
      const insert = trx.insertInto('users');
      return (Object.keys(known).length ? insert.values(known) : insert.defaultValues())
        .returning(USER_COLUMNS)
        .executeTakeFirstOrThrow();
    }
    return trx
      .updateTable('users')
      .set({ ...known, updatedAt: new Date() })
      .where('id', '=', existing.id)
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}
