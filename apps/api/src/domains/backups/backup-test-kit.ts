import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { expect } from 'vitest';
import type { StorageProvider } from '../../storage/storage-provider';
import type { TestApp } from '../../test/build-test-app';
import { AFTER_RESTORE } from '../after-restore';
import { randomFile, uploadFile, type FileRecordBody } from '../files/files-test-kit';
import { generateX25519Identity } from 'age-encryption';
import { MANIFEST_ENTRY } from './archive-format';
import { decryptedStream, encryptedStream } from './backup-key';
import type { RestoreTarget } from './restore-backup';
import { writeBackup } from './write-backup';

/** A test site as `pnpm restore` restores into it: its database, its storage (or another), the domains' steps. */
export function restoreTargetOf(t: TestApp, storage?: StorageProvider): RestoreTarget;
export function restoreTargetOf(t: Pick<TestApp, 'db'>, storage: StorageProvider): RestoreTarget;
export function restoreTargetOf(t: Pick<TestApp, 'db'> & Partial<TestApp>, storage = t.app?.storage): RestoreTarget {
  if (!storage) throw new Error('restoreTargetOf: a database alone needs a storage to restore into');
  return { db: t.db, storage, afterRestore: AFTER_RESTORE };
}

/** The backup key of the sites these tests back up. */
export const TEST_BACKUP_KEY = await generateX25519Identity();

/** A folder for archives, removed by the OS's temp cleaning (tests remove theirs where it matters). */
export async function archiveDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'folio-backup-test-'));
}

export async function backupToFile(t: TestApp, file: string) {
  return writeBackup({ db: t.db, storage: t.app.storage, backupKey: TEST_BACKUP_KEY }, createWriteStream(file));
}

/** A site with something in every kind of table: content, settings, a token, messages, files, page views. */
export async function fillSite(t: TestApp): Promise<void> {
  const cookie = await t.loginAsOwner();
  const send = async (method: 'POST' | 'PUT', url: string, payload: object, expected: number) => {
    const response = await t.inject({ method, url, headers: { cookie }, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected);
  };
  await send(
    'PUT',
    '/api/profile',
    {
      name: 'Ada Lovelace',
      title: 'Analyst, "poetical" scientist',
      bio: 'Notes on the engine.\nLine two — ünïcödé ✓',
      email: 'ada@example.com',
    },
    200,
  );
  await send(
    'POST',
    '/api/projects',
    { title: 'Engine', description: 'Bernoulli numbers', category: 'business', tags: ['math', 'a,b', 'quote"d'] },
    201,
  );
  await send('POST', '/api/projects', { title: 'Poetry', description: 'Flyology', category: 'hobby', tags: [] }, 201);
  await send(
    'POST',
    '/api/posts',
    {
      title: 'Notes on the engine',
      body: 'It **weaves** algebra.\n\n```js\nweave(1)\n```',
      tags: ['engines'],
      status: 'published',
    },
    201,
  );
  await send('POST', '/api/posts', { title: 'Unfinished thoughts', body: 'A draft.', status: 'draft' }, 201);
  await send(
    'POST',
    '/api/employment',
    { company: 'Analytical Society', position: 'Member', startDate: '1833-06', endDate: '1852-11' },
    201,
  );
  await send('PUT', '/api/user-settings', { displayName: 'Ada', themePreference: 'dark', emailNotifications: 0 }, 200);
  await send('POST', '/api/tokens', { name: 'Backup script', scope: 'read' }, 201);
  const contact = await t.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Charles',
      email: 'charles@example.com',
      subject: 'Hi',
      message: 'About the engine, =SUM(A1) please',
    },
  });
  expect(contact.statusCode).toBe(201);
  await uploadFile(t, cookie, { name: 'Notes.pdf', bytes: randomFile(150_000), mimeType: 'application/pdf' });
  await uploadFile(t, cookie, {
    name: 'Ünïcode name.pdf',
    bytes: randomFile(1234),
    mimeType: 'application/pdf',
    category: 'hobby',
  });
  for (const page of ['/', '/projects', '/', '/files']) {
    const view = await t.inject({
      method: 'POST',
      url: '/api/activity',
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
        referer: 'https://news.example.org/item',
      },
      payload: { page },
    });
    expect(view.statusCode).toBe(202);
  }
  await t.app.analytics.flush();
}

/** Everything a visitor and the owner see over REST, and the bytes of every file: equal snapshots mean equal sites. */
export async function siteSnapshot(t: TestApp): Promise<Record<string, unknown>> {
  const cookie = await t.loginAsOwner();
  const snapshot: Record<string, unknown> = {};
  for (const url of [
    '/api/profile',
    '/api/projects',
    '/api/posts',
    '/api/posts/notes-on-the-engine',
    '/api/posts/unfinished-thoughts',
    '/api/employment',
    '/api/files',
    '/api/contact-messages',
    '/api/user-settings',
    '/api/tokens',
    '/api/activity-stats',
    '/api/activity-insights',
    '/api/activity-logs?limit=200',
  ]) {
    const response = await t.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, url).toBe(200);
    snapshot[url] = response.json();
  }
  // The restored site's own sign-in is not part of the backed-up data.
  snapshot['/api/user-settings'] = { ...(snapshot['/api/user-settings'] as object), updatedAt: 'ignored' };
  for (const file of snapshot['/api/files'] as FileRecordBody[]) {
    const download = await t.inject({ method: 'GET', url: file.objectPath });
    expect(download.statusCode).toBe(200);
    snapshot[file.objectPath] = download.rawPayload.toString('base64');
  }
  return snapshot;
}

type Rewrite = (name: string, data: Buffer) => Buffer | null;

const gzipped = (name: string, data: Buffer) => (name.endsWith('.gz') ? gzipSync(data) : data);

/**
 * Copies an archive entry by entry, letting `rewrite` change an entry's bytes (or drop it, with null): decrypted
 * with `key` and encrypted again to `encryptTo` (someone holding the key), or written as a plain .tar.gz (null:
 * what someone without the key could make).
 */
export async function rewriteArchive(
  source: string,
  target: string,
  rewrite: Rewrite,
  options: { key?: string; encryptTo?: string | null; append?: { name: string; data: Buffer }[] } = {},
): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const encryptTo = options.encryptTo === undefined ? TEST_BACKUP_KEY : options.encryptTo;
  const writing = pipeline(
    encryptTo ? await encryptedStream(encryptTo, Readable.from(pack)) : Readable.from(pack),
    createWriteStream(target),
  );
  // Read only once the iteration below can start at once: entries extracted before it would be lost.
  const reading = pipeline(await decryptedStream(options.key ?? TEST_BACKUP_KEY, createReadStream(source)), extract);
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length }, data, (error) => (error ? reject(error) : resolve())),
    );
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.name === MANIFEST_ENTRY)
      for (const extra of options.append ?? [])
        await add(extra.name, gzipped(extra.name, rewrite(extra.name, extra.data) ?? extra.data));
    // Table chunks are gzipped one by one: `rewrite` sees and gives their rows.
    const name = entry.header.name;
    const whole = Buffer.concat(chunks);
    const data = rewrite(name, name.endsWith('.gz') ? gunzipSync(whole) : whole);
    if (data) await add(name, gzipped(name, data));
  }
  pack.finalize();
  await reading;
  await writing;
}

/** The first `bytes` bytes of a file, as a backup cut short would leave it. */
export async function truncateFile(source: string, target: string, bytes: number): Promise<void> {
  await writeFile(target, (await readFile(source)).subarray(0, bytes));
}

export async function sizeOf(file: string): Promise<number> {
  return (await stat(file)).size;
}

export function bufferStream(data: Buffer): Readable {
  return Readable.from([data]);
}

/**
 * Edits an archive (and adds entries) and recomputes the manifest's checksums, as someone forging one would; the
 * result is encrypted to `encryptTo` (the site's key: someone who holds it; another key or null: someone who does not).
 */
export async function resealArchive(
  source: string,
  target: string,
  edit: Rewrite = (_name, data) => data,
  encryptTo: string | null = TEST_BACKUP_KEY,
  append: { name: string; data: Buffer }[] = [],
): Promise<void> {
  const sums = new Map<string, { sha256: string; size: number }>();
  await rewriteArchive(
    source,
    `${target}.tmp`,
    (name, data) => {
      const edited = edit(name, data);
      if (edited) {
        const stored = gzipped(name, edited);
        sums.set(name, { sha256: createHash('sha256').update(stored).digest('hex'), size: stored.length });
      }
      return edited;
    },
    { append },
  );
  await rewriteArchive(
    `${target}.tmp`,
    target,
    (name, data) => {
      if (name !== MANIFEST_ENTRY) return data;
      const manifest = JSON.parse(data.toString()) as { entries: Record<string, { sha256: string; size: number }> };
      for (const [key, sum] of sums) if (key !== MANIFEST_ENTRY) manifest.entries[key] = sum;
      return Buffer.from(JSON.stringify(manifest));
    },
    { encryptTo },
  );
}
