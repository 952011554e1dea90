import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { HEADER_ENTRY } from './archive-format';
import { encryptedStream } from './backup-key';
import { archiveDir, backupToFile, fillSite, resealArchive, TEST_BACKUP_KEY } from './backup-test-kit';
import { inspectTarget, isEmpty, restoreBackup } from './restore-backup';

/** Archives made by someone who holds the key: the rows must still be rows the app would have written. */

let source: TestApp;
let target: TestApp;
let dir: string;
let archive: string;

beforeAll(async () => {
  source = await buildTestApp();
  await fillSite(source);
  dir = await archiveDir();
  archive = path.join(dir, 'site.tar.gz.age');
  await backupToFile(source, archive);
  target = await buildTestApp();
});
afterAll(async () => {
  await source.close();
  await target.close();
  await rm(dir, { recursive: true, force: true });
});

const restore = (file: string) => restoreBackup({ db: target.db, storage: target.app.storage }, file, { key: TEST_BACKUP_KEY });

async function expectNothingWritten() {
  expect(isEmpty(await inspectTarget({ db: target.db, storage: target.app.storage }))).toBe(true);
}

/** Edits the rows of one table, line by line, in an archive resealed with the key. */
async function withRows(name: string, table: string, edit: (row: Record<string, unknown>) => Record<string, unknown>): Promise<string> {
  const file = path.join(dir, name);
  await resealArchive(archive, file, (entry, data) => {
    if (!entry.startsWith(`tables/${table}/`)) return data;
    const lines = data.toString('utf8').split('\n').filter(Boolean);
    return Buffer.from(`${lines.map((line) => JSON.stringify(edit(JSON.parse(line) as Record<string, unknown>))).join('\n')}\n`);
  });
  return file;
}

describe('rows a restore refuses, naming table, row and field, with nothing written', () => {
  it('a 1,000,000-character name, past the API’s 200', async () => {
    const file = await withRows('long-name.tar.gz.age', 'profile', (row) => ({ ...row, name: 'A'.repeat(1_000_000) }));
    await expect(restore(file)).rejects.toThrow(/^profile, row 1, name: .*200.*nothing was restored/i);
    await expectNothingWritten();
  });

  it('a category the API does not know, and a file over 50 MB', async () => {
    const category = await withRows('category.tar.gz.age', 'projects', (row) => ({ ...row, category: 'sideline' }));
    await expect(restore(category)).rejects.toThrow(/^projects, row 1, category: /);
    const size = await withRows('size.tar.gz.age', 'files', (row) => ({ ...row, size: '99999999999' }));
    await expect(restore(size)).rejects.toThrow(/^files, row 1, size: Files are at most 50 MB/);
    await expectNothingWritten();
  });

  it('a private file as the profile photo', async () => {
    let photo = '';
    const privateFile = path.join(dir, 'private-photo.tar.gz.age');
    await resealArchive(archive, privateFile, (entry, data) => {
      if (!entry.startsWith('tables/files/')) return data;
      const lines = data.toString('utf8').split('\n').filter(Boolean);
      const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      photo = String(rows[0]?.object_path);
      return Buffer.from(`${rows.map((row, index) => JSON.stringify(index === 0 ? { ...row, visibility: 'private' } : row)).join('\n')}\n`);
    });
    // The files' chunk comes before the profile's in no particular order: set the photo in a second pass.
    const file = path.join(dir, 'private-photo-2.tar.gz.age');
    await resealArchive(privateFile, file, (entry, data) =>
      entry.startsWith('tables/profile/') ? Buffer.from(data.toString('utf8').replace('"image_url":null', `"image_url":"${photo}"`)) : data,
    );
    await expect(restore(file)).rejects.toThrow(/^profile, row 1, image_url: A private file is never a picture the site shows/);
    await expectNothingWritten();
  });

  it('rows of a table a backup never holds (sign-in sessions), even listed in a re-hashed manifest', async () => {
    const file = path.join(dir, 'session.tar.gz.age');
    const session = { sid: 'attacker', sess: { cookie: {}, userId: 'x' }, expire: '2099-01-01T00:00:00Z' };
    await resealArchive(archive, file, undefined, TEST_BACKUP_KEY, [{ name: 'tables/session/000001.ndjson', data: Buffer.from(`${JSON.stringify(session)}\n`) }]);
    await expect(restore(file)).rejects.toThrow(/rows of session, which a backup never contains.*Nothing was restored/);
    await expectNothingWritten();
  });

  it('an entry no backup has', async () => {
    const file = path.join(dir, 'unlisted.tar.gz.age');
    await resealArchive(archive, file, undefined, TEST_BACKUP_KEY, [{ name: '../../etc/cron.d/evil', data: Buffer.from('x') }]);
    await expect(restore(file)).rejects.toThrow(/holds \.\.\/\.\.\/etc\/cron\.d\/evil, which no Folio backup has/);
    await expectNothingWritten();
  });
});

describe('bounded reading', () => {
  it('refuses a chunk that inflates to 1 GB from an archive of about 1 MB, with memory flat', { timeout: 120_000 }, async () => {
    const bomb = path.join(dir, 'bomb.tar.gz.age');
    const pack = tar.pack();
    const gzip = createGzip({ level: 9 });
    const writing = pipeline(await encryptedStream(TEST_BACKUP_KEY, pack.pipe(gzip)), createWriteStream(bomb));
    const header = Buffer.from(JSON.stringify({ format: 'folio-backup', formatVersion: 1 }));
    await new Promise<void>((resolve, reject) => pack.entry({ name: HEADER_ENTRY, size: header.length }, header, (error) => (error ? reject(error) : resolve())));
    const GB = 1024 ** 3;
    const entry = pack.entry({ name: 'tables/projects/000001.ndjson', size: GB });
    const zeros = Buffer.alloc(4 * 1024 * 1024, 0x20);
    for (let written = 0; written < GB; written += zeros.length) {
      if (!entry.write(zeros)) await new Promise<void>((resolve) => entry.once('drain', () => resolve()));
    }
    entry.end(null);
    pack.finalize();
    await writing;
    const archiveBytes = (await stat(bomb)).size;
    expect(archiveBytes).toBeLessThan(2 * 1024 * 1024);

    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    try {
      await expect(restore(bomb)).rejects.toThrow(/tables\/projects\/000001\.ndjson is 1073741824 bytes, more than a Folio backup ever holds there/);
    } finally {
      clearInterval(sampler);
    }
    const growth = Math.max(peak, process.memoryUsage().rss) - before;
    console.log(`1 GB chunk in a ${(archiveBytes / 1024).toFixed(0)} KB archive refused in ${(performance.now() - started).toFixed(0)} ms; RSS growth ${(growth / 1024 ** 2).toFixed(1)} MB`);
    expect(growth).toBeLessThan(100 * 1024 * 1024);
    await expectNothingWritten();
  });

  it('refuses a row longer than any the app writes, as it grows', async () => {
    const file = await withRows('long-row.tar.gz.age', 'projects', (row) => ({ ...row, description: 'x'.repeat(2 * 1024 * 1024) }));
    await expect(restore(file)).rejects.toThrow(/has a row longer than 1048576 bytes/);
    await expectNothingWritten();
  });
});
