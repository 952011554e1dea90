import { createHash } from 'node:crypto';
import type { TokenScope } from '@folio/contracts';
import type { Db } from '@folio/db';

export type TokenCaller = { userId: string; tokenId: string; scope: TokenScope };

/** Tokens are random and long, so a fast hash is safe to store and cheap to check on every request. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

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
