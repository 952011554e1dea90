import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '@folio/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env';

export type OwnerPassword = {
  /** Checks a password (argon2, off the main thread) against the hash in the database, read at each attempt. */
  verify: (password: string) => Promise<boolean>;
  /** Set only when the password was generated just now: printed once at start, never stored in clear. */
  generated: string | null;
};

/** The least a password set by OWNER_PASSWORD, `pnpm owner:password` or Settings → Security may have. */
export { OWNER_PASSWORD_MIN_LENGTH } from '@folio/contracts';

/** Where versions before the database kept the generated password's hash; read once to carry it over. */
function legacyHashFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'owner-password.argon2');
}

async function readLegacyHash(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(legacyHashFile(dataDir), 'utf8')).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function readOwnerPasswordHash(db: Db): Promise<string | null> {
  const row = await db.selectFrom('ownerPassword').select('hash').where('id', '=', 1).executeTakeFirst();
  return row?.hash ?? null;
}

/** Sets the owner password for every instance (they read the hash at each sign-in). */
export async function storeOwnerPassword(db: Db, password: string): Promise<void> {
  const passwordHash = await hash(password);
  await db
    .insertInto('ownerPassword')
    .values({ id: 1, hash: passwordHash })
    .onConflict((oc) => oc.column('id').doUpdateSet({ hash: passwordHash, updatedAt: new Date() }))
    .execute();
}

/** Stores a hash only when none is stored yet; answers whether this call stored it (two instances may start at once). */
async function storeHashIfNone(db: Db, passwordHash: string): Promise<boolean> {
  const inserted = await db
    .insertInto('ownerPassword')
    .values({ id: 1, hash: passwordHash })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Checks a password as sign-in does: against the stored hash, or OWNER_PASSWORD while none could be stored yet.
 * False when password sign-in is off (only GitHub or OpenID Connect is configured).
 */
export async function verifyOwnerPassword(
  db: Db,
  config: Pick<Config, 'OWNER_PASSWORD'>,
  password: string,
): Promise<boolean> {
  const stored = await readOwnerPasswordHash(db);
  if (stored !== null) return verify(stored, password);
  return config.OWNER_PASSWORD !== undefined && sameText(config.OWNER_PASSWORD, password);
}

export function generateOwnerPassword(): string {
  return randomBytes(15).toString('base64url');
}

/** Whether a sign-in method other than the built-in password is configured. */
function hasProviderSignIn(config: Config): boolean {
  return Boolean(config.GITHUB_CLIENT_ID || config.OIDC_ISSUER);
}

/**
 * The built-in password (docs/architecture.md §3), kept as an argon2 hash in the database so that every instance accepts
 * the same one: OWNER_PASSWORD (stored at start when it differs from the stored one), or one set with
 * `pnpm owner:password`, or, when no sign-in method is configured at all, one generated at first start (only
 * the instance whose hash was stored prints it). Null when password sign-in is off.
 */
export async function loadOwnerPassword(config: Config, db: Db, log: FastifyBaseLogger): Promise<OwnerPassword | null> {
  let envHash: string | null = null;
  let generated: string | null = null;
  if (config.OWNER_PASSWORD) {
    envHash = await hash(config.OWNER_PASSWORD);
    try {
      const stored = await readOwnerPasswordHash(db);
      if (!stored || !(await verify(stored, config.OWNER_PASSWORD)))
        await storeOwnerPassword(db, config.OWNER_PASSWORD);
    } catch (error) {
      // The database is down at start: OWNER_PASSWORD works meanwhile, and is stored at the next start.
      log.warn({ err: error }, 'could not store OWNER_PASSWORD in the database');
    }
  } else if (!(await readOwnerPasswordHash(db))) {
    if (hasProviderSignIn(config)) return null;
    const legacy = await readLegacyHash(config.dataDir);
    if (legacy) await storeHashIfNone(db, legacy);
    else {
      const candidate = generateOwnerPassword();
      if (await storeHashIfNone(db, await hash(candidate))) generated = candidate;
    }
  }
  return {
    verify: async (password) => {
      const current = (await readOwnerPasswordHash(db)) ?? envHash;
      return current !== null && verify(current, password);
    },
    generated,
  };
}
