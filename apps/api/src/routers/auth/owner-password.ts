import { randomBytes } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../env';

export type OwnerPassword = {
  /** Checks a password off the main thread (argon2). */
  verify: (password: string) => Promise<boolean>;
  /** Set only when the password was generated just now: printed once at start, never stored in clear. */
  generated: string | null;
};

function hashFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'owner-password.argon2');
}

async function readHash(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(hashFile(dataDir), 'utf8')).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Whether any sign-in method is configured; without one, Folio generates an owner password. */
export function hasConfiguredSignIn(config: Config): boolean {
  return Boolean(config.OWNER_PASSWORD || config.GITHUB_CLIENT_ID || config.OIDC_ISSUER);
}

/**
 * The built-in password (ARCHITECTURE §3): OWNER_PASSWORD, or, when no sign-in method is configured at all,
 * one generated at first start and kept only as an argon2 hash in DATA_DIR. Null when password sign-in is off.
 */
export async function loadOwnerPassword(config: Config): Promise<OwnerPassword | null> {
  if (config.OWNER_PASSWORD) {
    const ownerHash = await hash(config.OWNER_PASSWORD);
    return { verify: (password) => verify(ownerHash, password), generated: null };
  }
  if (hasConfiguredSignIn(config)) return null;
  const stored = await readHash(config.dataDir);
  if (stored) return { verify: (password) => verify(stored, password), generated: null };
  const generated = randomBytes(12).toString('base64url');
  const generatedHash = await hash(generated);
  await mkdir(path.dirname(hashFile(config.dataDir)), { recursive: true, mode: 0o700 });
  await writeFile(hashFile(config.dataDir), `${generatedHash}\n`, { mode: 0o600 });
  return { verify: (password) => verify(generatedHash, password), generated };
}
