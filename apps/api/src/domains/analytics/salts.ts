import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@folio/db';
import { addDays } from './utc-day';

/**
 * One random salt per UTC day, shared through the database by every instance. A salt is used for its own
 * day and deleted once the day after it has ended, so it lives at most 48 hours; with it goes any way to
 * link a visitor hash back to an address. The hashes of a day are deleted with their salt: only the daily
 * counts made from them remain.
 */
export class DailySalts {
  private current: { day: string; salt: Promise<Buffer> } | null = null;

  constructor(private readonly db: Db) {}

  /** The salt of `day`, created by whichever instance sees the day's first view. Cached in memory. */
  saltFor(day: string): Promise<Buffer> {
    if (this.current?.day !== day) {
      const salt = loadOrCreateSalt(this.db, day);
      this.current = { day, salt };
      // A failed load (database down) must not stick: the next view tries again.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = null;
      });
    }
    return this.current.salt;
  }

  /** Deletes the salts, and the visitor hashes, of days that ended more than a day before `today`. */
  async deleteExpired(today: string): Promise<void> {
    const oldestKept = addDays(today, -1);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('analyticsSalts')
        .where('day', '<', sql<Date>`${oldestKept}::date`)
        .execute();
      await trx
        .deleteFrom('analyticsDailyVisitors')
        .where('day', '<', sql<Date>`${oldestKept}::date`)
        .execute();
      await trx
        .deleteFrom('analyticsDailySourceVisitors')
        .where('day', '<', sql<Date>`${oldestKept}::date`)
        .execute();
    });
  }
}

async function loadOrCreateSalt(db: Db, day: string): Promise<Buffer> {
  await db
    .insertInto('analyticsSalts')
    .values({ day, salt: randomBytes(32) })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('analyticsSalts')
    .select('salt')
    .where('day', '=', sql<Date>`${day}::date`)
    .executeTakeFirstOrThrow();
  return row.salt;
}
