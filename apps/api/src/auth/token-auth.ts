import type { TokenScope } from '@folio/contracts';
import type { Db } from '@folio/db';
import { hashToken } from './token-secret';

export type TokenCaller = { userId: string; tokenId: string; scope: TokenScope };

/** The owner behind a bearer token, or null when it is unknown or revoked. Marks the token as used. */
export async function findTokenCaller(db: Db, token: string): Promise<TokenCaller | null> {
  const row = await db
    .updateTable('accessTokens')
    .set({ lastUsedAt: new Date() })
    .where('tokenHash', '=', hashToken(token))
    .returning(['id', 'userId', 'scope'])
    .executeTakeFirst();
  return row ? { userId: row.userId, tokenId: row.id, scope: row.scope } : null;
}
