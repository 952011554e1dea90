import type { AccessToken, TokenScope } from '@folio/contracts';
import type { Db } from '@folio/db';

const TOKEN_COLUMNS = ['id', 'name', 'scope', 'prefix', 'createdAt', 'lastUsedAt'] as const;

type TokenRow = {
  id: string;
  name: string;
  scope: TokenScope;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

function toAccessToken(row: TokenRow): AccessToken {
  return { ...row, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/** The owner's tokens, newest first. Never the hash. */
export async function listAccessTokens(db: Db, userId: string): Promise<AccessToken[]> {
  const rows = await db
    .selectFrom('accessTokens')
    .select(TOKEN_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toAccessToken);
}

export type NewAccessToken = { userId: string; name: string; scope: TokenScope; tokenHash: string; prefix: string };

export async function insertAccessToken(db: Db, token: NewAccessToken): Promise<AccessToken> {
  const row = await db.insertInto('accessTokens').values(token).returning(TOKEN_COLUMNS).executeTakeFirstOrThrow();
  return toAccessToken(row);
}

/** Deletes one of the owner's tokens; false when there is no such token. A deleted token stops working at once. */
export async function deleteAccessToken(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('accessTokens')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
