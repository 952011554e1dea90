import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { expect } from 'vitest';
import type { TestApp } from '../test/build-test-app';
import { randomFile, uploadFile, type FileRecordBody } from '../routers/files/files-test-kit';
import { writeBackup } from './write-backup';

/** A folder for archives, removed by the OS's temp cleaning (tests remove theirs where it matters). */
export async function archiveDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'folio-backup-test-'));
}

export async function backupToFile(t: TestApp, file: string) {
  return writeBackup({ db: t.db, storage: t.app.storage }, createWriteStream(file));
}

/** A site with something in every kind of table: content, settings, a token, messages, files, page views. */
export async function fillSite(t: TestApp): Promise<void> {
  const cookie = await t.loginAsOwner();
  const send = async (method: 'POST' | 'PUT', url: string, payload: object, expected: number) => {
    const response = await t.inject({ method, url, headers: { cookie }, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(expected);
  };
  await send('PUT', '/api/profile', { name: 'Ada Lovelace', title: 'Analyst, "poetical" scientist', bio: 'Notes on the engine.\nLine two — ünïcödé ✓', email: 'ada@example.com' }, 200);
  await send('POST', '/api/projects', { title: 'Engine', description: 'Bernoulli numbers', category: 'business', tags: ['math', 'a,b', 'quote"d'] }, 201);
  await send('POST', '/api/projects', { title: 'Poetry', description: 'Flyology', category: 'hobby', tags: [] }, 201);
  await send('POST', '/api/posts', { title: 'Notes on the engine', body: 'It **weaves** algebra.\n\n```js\nweave(1)\n```', tags: ['engines'], status: 'published' }, 201);
  await send('POST', '/api/posts', { title: 'Unfinished thoughts', body: 'A draft.', status: 'draft' }, 201);
  await send('POST', '/api/employment', { company: 'Analytical Society', position: 'Member', startDate: '1833-06', endDate: '1852-11' }, 201);
  await send('PUT', '/api/user-settings', { displayName: 'Ada', themePreference: 'dark', emailNotifications: 0 }, 200);
  await send('POST', '/api/tokens', { name: 'Backup script', scope: 'read' }, 201);
  const contact = await t.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Charles', email: 'charles@example.com', subject: 'Hi', message: 'About the engine, =SUM(A1) please' } });
  expect(contact.statusCode).toBe(201);
  await uploadFile(t, cookie, { name: 'Notes.pdf', bytes: randomFile(150_000), mimeType: 'application/pdf' });
  await uploadFile(t, cookie, { name: 'Ünïcode name.pdf', bytes: randomFile(1234), mimeType: 'application/pdf', category: 'hobby' });
  for (const page of ['/', '/projects', '/', '/files']) {
    const view = await t.inject({ method: 'POST', url: '/api/activity', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0', referer: 'https://news.example.org/item' }, payload: { page } });
    expect(view.statusCode).toBe(202);
  }
  await t.app.analytics.flush();
}

/** Everything a visitor and the owner see over REST, and the bytes of every file: equal snapshots mean equal sites. */
export async function siteSnapshot(t: TestApp): Promise<Record<string, unknown>> {
  const cookie = await t.loginAsOwner();
  const snapshot: Record<string, unknown> = {};
  for (const url of ['/api/profile', '/api/projects', '/api/posts', '/api/posts/notes-on-the-engine', '/api/posts/unfinished-thoughts', '/api/employment', '/api/files', '/api/contact-messages', '/api/user-settings', '/api/tokens', '/api/activity-stats', '/api/activity-insights', '/api/activity-logs?limit=200']) {
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

/** Copies an archive entry by entry, letting `rewrite` change an entry's bytes (or drop it, with null). */
export async function rewriteArchive(source: string, target: string, rewrite: Rewrite): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const reading = pipeline(createReadStream(source), createGunzip(), extract);
  const writing = pipeline(pack, createGzip(), createWriteStream(target));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const data = rewrite(entry.header.name, Buffer.concat(chunks));
    if (data) await new Promise<void>((resolve, reject) => pack.entry({ name: entry.header.name, size: data.length }, data, (error) => (error ? reject(error) : resolve())));
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
