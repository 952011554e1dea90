import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import type { Config } from '../../env';

/**
 * Backups are encrypted with age (age-encryption.org, the `age-encryption` library by its author) to a key the site
 * keeps: an X25519 identity, `AGE-SECRET-KEY-1…`. age authenticates every 64 KiB of the archive and its end, so
 * without the key an archive reveals nothing but its size, and one changed by anyone without the key (a byte, an
 * entry, a re-hashed manifest, a whole new archive) does not decrypt.
 */
export const BACKUP_KEY_PATTERN = /^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/;

/** Where a site keeps its backup key when BACKUP_KEY is not set. */
export function backupKeyFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'backup.key');
}

export const LOSING_THE_KEY =
  'Keep it somewhere safe and apart from the backups, e.g. in a password manager: every backup of this site is ' +
  'encrypted to it, and without it no backup can be restored, by you or by anyone.';

/**
 * A key as someone saved it: its own line, whatever else the file holds (age-keygen's `# created:` comments,
 * the lines `pnpm backup:key > key.txt` adds around it).
 */
export function parseBackupKey(text: string, source: string): string {
  const key = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => BACKUP_KEY_PATTERN.test(line));
  if (!key)
    throw new BackupKeyError(`${source} does not hold a backup key (a line AGE-SECRET-KEY-1…). Nothing was restored.`);
  return key;
}

/** No key, or not a key, for a backup: a message for the person restoring. Nothing has been written. */
export class BackupKeyError extends Error {
  override name = 'BackupKeyError';
}

/**
 * The site's backup key: BACKUP_KEY (every instance of a site needs the same one), else DATA_DIR/secrets/backup.key,
 * created (mode 0600) at the first backup.
 */
export async function loadOrCreateBackupKey(config: Pick<Config, 'BACKUP_KEY' | 'dataDir'>): Promise<string> {
  if (config.BACKUP_KEY) return parseBackupKey(config.BACKUP_KEY, 'BACKUP_KEY');
  const file = backupKeyFile(config.dataDir);
  try {
    return parseBackupKey(await readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = await generateX25519Identity();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // 'wx': two instances creating it at once keep the first one's.
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return parseBackupKey(await readFile(file, 'utf8'), file);
}

/** The key a restore decrypts with: --key-file, else BACKUP_KEY, else this site's own key file when there is one. */
export async function restoreKey(options: {
  keyFile?: string;
  config: Pick<Config, 'BACKUP_KEY' | 'dataDir'>;
}): Promise<string> {
  if (options.keyFile) {
    const text = await readFile(options.keyFile, 'utf8').catch((error: unknown) => {
      throw new BackupKeyError(
        `The key file ${options.keyFile ?? ''} cannot be read (${(error as Error).message}). Nothing was restored.`,
      );
    });
    return parseBackupKey(text, `The key file ${options.keyFile}`);
  }
  if (options.config.BACKUP_KEY) return parseBackupKey(options.config.BACKUP_KEY, 'BACKUP_KEY');
  const own = await readFile(backupKeyFile(options.config.dataDir), 'utf8').catch(() => null);
  if (own !== null) return parseBackupKey(own, backupKeyFile(options.config.dataDir));
  throw new BackupKeyError(
    'The backup key is missing: backups are encrypted. Give the key of the site that made the backup with ' +
      '--key-file PATH (a file holding it) or BACKUP_KEY; `pnpm backup:key` prints it on that site. Nothing was restored.',
  );
}

/** `plaintext` encrypted to the key, as it streams. */
export async function encryptedStream(key: string, plaintext: Readable): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(await identityToRecipient(key));
  const encrypted = await encrypter.encrypt(Readable.toWeb(plaintext) as unknown as ReadableStream<Uint8Array>);
  return Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>);
}

/**
 * `ciphertext` decrypted with the key, as it streams; rejects at once when the key does not open it or it is no
 * age file, and the stream errors at the first 64 KiB that was changed or where it was cut.
 */
export async function decryptedStream(key: string, ciphertext: Readable): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(key);
  const decrypted = await decrypter.decrypt(Readable.toWeb(ciphertext) as unknown as ReadableStream<Uint8Array>);
  return Readable.fromWeb(decrypted as unknown as WebReadableStream<Uint8Array>);
}
