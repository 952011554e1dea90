import type { Db } from '@folio/db';
import { sql } from 'kysely';
import { hashRecoveryCode } from './totp';

export async function findTotpSecret(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('ownerTotp').select('secret').where('userId', '=', userId).executeTakeFirst();
  return row?.secret ?? null;
}

export async function unusedRecoveryCodeCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('ownerRecoveryCodes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Turns authenticator codes on with this secret and these recovery codes (replacing any earlier ones). */
export async function enableTotp(
  db: Db,
  userId: string,
  secret: string,
  recoveryCodes: readonly string[],
  step: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ownerTotp')
      .values({ userId, secret, lastUsedStep: step })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ secret, lastUsedStep: step, enabledAt: new Date() }))
      .execute();
    await trx.deleteFrom('ownerRecoveryCodes').where('userId', '=', userId).execute();
    await trx
      .insertInto('ownerRecoveryCodes')
      .values(recoveryCodes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })))
      .execute();
  });
}

export async function disableTotp(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ownerRecoveryCodes').where('userId', '=', userId).execute();
    await trx.deleteFrom('ownerTotp').where('userId', '=', userId).execute();
  });
}

/**
 * Spends a time step: true only for the first use of a step later than the last one used, so a code seen over a
 * shoulder (or replayed by another instance) cannot be used again within its 30 seconds.
 */
export async function spendTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .updateTable('ownerTotp')
    .set({ lastUsedStep: step })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', String(step))]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Spends a recovery code: true the first time it is used, false for an unknown or used one. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const updated = await db
    .updateTable('ownerRecoveryCodes')
    .set({ usedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('codeHash', '=', hashRecoveryCode(code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
