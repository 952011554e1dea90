import type { Db } from '@folio/db';
import { sql } from 'kysely';

/** Records a sign-in from this kind of browser; true when it is the first from it. */
export async function rememberSignInDevice(db: Db, userId: string, deviceKey: string): Promise<boolean> {
  const row = await db
    .insertInto('ownerSignInDevices')
    .values({ userId, deviceKey })
    .onConflict((oc) => oc.columns(['userId', 'deviceKey']).doUpdateSet({ lastSeenAt: sql<Date>`now()` }))
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .executeTakeFirstOrThrow();
  return row.inserted;
}
