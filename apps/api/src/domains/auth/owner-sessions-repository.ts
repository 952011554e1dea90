import { createHash } from 'node:crypto';
import type { OwnerSession } from '@folio/contracts';
import type { Db } from '@folio/db';
import { sql } from 'kysely';
import { describeUserAgent } from './user-agent-description';

/**
 * The id a session is listed and ended by: a hash of its session id, so a list that leaks (a screenshot, a
 * proxy log) does not name the cookie.
 */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url').slice(0, 22);
}

type StoredSession = {
  userId?: string;
  signedInAt?: string;
  lastSeenAt?: string;
  userAgent?: string;
  network?: string | null;
};

async function ownerSessionRows(db: Db, userId: string) {
  return db
    .selectFrom('session')
    .select(['sid', 'sess'])
    .where(sql<string>`sess->>'userId'`, '=', userId)
    .where('expire', '>', new Date())
    .execute();
}

/** Where the owner is signed in, the most recently used first. */
export async function listOwnerSessions(db: Db, userId: string, currentSid: string): Promise<OwnerSession[]> {
  const rows = await ownerSessionRows(db, userId);
  const sessions = rows.map(({ sid, sess }) => {
    const stored = sess as StoredSession;
    // Sessions from before sessions were described have no dates of their own: they show as signed in just now.
    const fallback = new Date().toISOString();
    return {
      id: publicSessionId(sid),
      current: sid === currentSid,
      createdAt: stored.signedInAt ?? fallback,
      lastSeenAt: stored.lastSeenAt ?? stored.signedInAt ?? fallback,
      ...describeUserAgent(stored.userAgent),
      network: stored.network ?? null,
    };
  });
  return sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends one of the owner's sessions by its listed id; false when there is none. */
export async function endOwnerSession(db: Db, userId: string, publicId: string): Promise<boolean> {
  const rows = await ownerSessionRows(db, userId);
  const match = rows.find(({ sid }) => publicSessionId(sid) === publicId);
  if (!match) return false;
  await db.deleteFrom('session').where('sid', '=', match.sid).execute();
  return true;
}

/**
 * Ends every session of the owner but `keepSid` (all of them when it is null), sign-ins still waiting for their
 * second code included; answers how many ended.
 */
export async function endOtherOwnerSessions(db: Db, userId: string, keepSid: string | null): Promise<number> {
  let query = db
    .deleteFrom('session')
    .where((eb) =>
      eb.or([
        eb(sql<string>`sess->>'userId'`, '=', userId),
        eb(sql<string>`sess->'pendingSignIn'->>'userId'`, '=', userId),
      ]),
    );
  if (keepSid !== null) query = query.where('sid', '<>', keepSid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
