import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Readable } from 'node:stream';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { MANIFEST_ENTRY } from './archive-format';
import { decryptedStream, encryptedStream } from './backup-key';
import { archiveDir, backupToFile, fillSite, resealArchive, TEST_BACKUP_KEY, restoreTargetOf } from './backup-test-kit';
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

const restore = (file: string) => restoreBackup(restoreTargetOf(target), file, { key: TEST_BACKUP_KEY });

async function expectNothingWritten() {
  expect(isEmpty(await inspectTarget(restoreTargetOf(target)))).toBe(true);
}

/** Edits the rows of one table, line by line, in an archive resealed with the key. */
async function withRows(
  name: string,
  table: string,
  edit: (row: Record<string, unknown>) => Record<string, unknown>,
): Promise<string> {
  const file = path.join(dir, name);
  await resealArchive(archive, file, (entry, data) => {
    if (!entry.startsWith(`tables/${table}/`)) return data;
    const lines = data.toString('utf8').split('\n').filter(Boolean);
    return Buffer.from(
      `${lines.map((line) => JSON.stringify(edit(JSON.parse(line) as Record<string, unknown>))).join('\n')}\n`,
    );
  });
  return file;
}

describe('rows a restore refuses, naming table, row and field, with nothing written', () => {
  it('a 1,000,000-character name, past the API’s 200', async () => {
    const file = await withRows('long-name.tar.gz.age', 'profile', (row) => ({ ...row, name: 'A'.repeat(1_000_000) }));
    await expect(restore(file)).rejects.toThrow(/^profile, row 1, name: .*200.*nothing was restored/i);
    await expectNothingWritten();
  });

  it('a column spelt twice: the value checked is the one loaded, not a camelCase twin beside it', async () => {
    const file = await withRows('twin.tar.gz.age', 'profile', (row) => ({
      ...row,
      is_phone_public: 'yes',
      isPhonePublic: false,
    }));
    await expect(restore(file)).rejects.toThrow(/^profile, row 1, is_phone_public: /);
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
      return Buffer.from(
        `${rows.map((row, index) => JSON.stringify(index === 0 ? { ...row, visibility: 'private' } : row)).join('\n')}\n`,
      );
    });
    // The files' chunk comes before the profile's in no particular order: set the photo in a second pass.
    const file = path.join(dir, 'private-photo-2.tar.gz.age');
    await resealArchive(privateFile, file, (entry, data) =>
      entry.startsWith('tables/profile/')
        ? Buffer.from(data.toString('utf8').replace('"image_url":null', `"image_url":"${photo}"`))
        : data,
    );
    await expect(restore(file)).rejects.toThrow(
      /^profile, row 1, image_url: A private file is never a picture the site shows/,
    );
    await expectNothingWritten();
  });

  it('rows of a table a backup never holds (sign-in sessions), even listed in a re-hashed manifest', async () => {
    const file = path.join(dir, 'session.tar.gz.age');
    const session = { sid: 'attacker', sess: { cookie: {}, userId: 'x' }, expire: '2099-01-01T00:00:00Z' };
    await resealArchive(archive, file, undefined, TEST_BACKUP_KEY, [
      { name: 'tables/session/000001.ndjson.gz', data: Buffer.from(`${JSON.stringify(session)}\n`) },
    ]);
    await expect(restore(file)).rejects.toThrow(/rows of session, which a backup never contains.*Nothing was restored/);
    await expectNothingWritten();
  });

  it('rows after the files, where the checks across tables would no longer see them', async () => {
    const file = path.join(dir, 'late-rows.tar.gz.age');
    const late = { id: '00000000-0000-4000-8000-000000000001', name: 'Late', image_url: null };
    await resealArchive(archive, file, undefined, TEST_BACKUP_KEY, [
      { name: 'tables/profile/000009.ndjson.gz', data: Buffer.from(`${JSON.stringify(late)}\n`) },
    ]);
    await expect(restore(file)).rejects.toThrow(
      /holds tables\/profile\/000009\.ndjson\.gz after its files, where no backup has rows.*Nothing was restored/,
    );
    await expectNothingWritten();
  });

  it('an entry no backup has', async () => {
    const file = path.join(dir, 'unlisted.tar.gz.age');
    await resealArchive(archive, file, undefined, TEST_BACKUP_KEY, [
      { name: '../../etc/cron.d/evil', data: Buffer.from('x') },
    ]);
    await expect(restore(file)).rejects.toThrow(/holds \.\.\/\.\.\/etc\/cron\.d\/evil, which no Folio backup has/);
    await expectNothingWritten();
  });
});

describe('bounded reading', () => {
  it(
    'refuses a chunk that inflates to 1 GB from an archive of about 1 MB, with memory flat',
    { timeout: 120_000 },
    async () => {
      // One table chunk whose gzip is about 1 MB and inflates to 1 GB, in an archive resealed with the key.
      const gzip = createGzip({ level: 9 });
      const compressed: Buffer[] = [];
      gzip.on('data', (chunk: Buffer) => compressed.push(chunk));
      const line = Buffer.alloc(4 * 1024 * 1024, 0x0a);
      for (let written = 0; written < 1024 ** 3; written += line.length) {
        if (!gzip.write(line)) await new Promise<void>((resolve) => gzip.once('drain', () => resolve()));
      }
      await new Promise<void>((resolve) => gzip.end(() => resolve()));
      const bombChunk = Buffer.concat(compressed);
      const bomb = path.join(dir, 'bomb.tar.gz.age');
      await resealArchive(archive, bomb, (name, data) => data, TEST_BACKUP_KEY, []);
      await rewriteRawEntry(bomb, 'tables/projects/000001.ndjson.gz', bombChunk);
      const archiveBytes = (await stat(bomb)).size;
      expect(archiveBytes).toBeLessThan(2 * 1024 * 1024);

      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const started = performance.now();
      try {
        await expect(restore(bomb)).rejects.toThrow(
          /tables\/projects\/000001\.ndjson\.gz inflates to more than \d+ bytes/,
        );
      } finally {
        clearInterval(sampler);
      }
      const growth = Math.max(peak, process.memoryUsage().rss) - before;
      console.log(
        `1 GB chunk in a ${(archiveBytes / 1024).toFixed(0)} KB archive refused in ${(performance.now() - started).toFixed(0)} ms; RSS growth ${(growth / 1024 ** 2).toFixed(1)} MB`,
      );
      expect(growth).toBeLessThan(100 * 1024 * 1024);
      await expectNothingWritten();
    },
  );

  it('refuses a row longer than any the app writes, as it grows', async () => {
    const file = await withRows('long-row.tar.gz.age', 'projects', (row) => ({
      ...row,
      description: 'x'.repeat(2 * 1024 * 1024),
    }));
    await expect(restore(file)).rejects.toThrow(/has a row longer than 1048576 bytes/);
    await expectNothingWritten();
  });
});

/** Replaces one entry's stored bytes as they are (no gzip added) and its checksum in the manifest, keeping the key. */
async function rewriteRawEntry(file: string, name: string, bytes: Buffer): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const copy = `${file}.raw`;
  const writing = pipeline(await encryptedStream(TEST_BACKUP_KEY, Readable.from(pack)), createWriteStream(copy));
  const reading = pipeline(await decryptedStream(TEST_BACKUP_KEY, createReadStream(file)), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    let data = entry.header.name === name ? bytes : Buffer.concat(chunks);
    if (entry.header.name === MANIFEST_ENTRY) {
      const manifest = JSON.parse(data.toString()) as { entries: Record<string, { sha256: string; size: number }> };
      manifest.entries[name] = { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
      data = Buffer.from(JSON.stringify(manifest));
    }
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name, size: data.length }, data, (error) => (error ? reject(error) : resolve())),
    );
  }
  pack.finalize();
  await reading;
  await writing;
  await rename(copy, file);
}

describe('HTML an archive carries', () => {
  it('is never served as it came: a restored post is rendered again from its Markdown', async () => {
    const file = await withRows('planted-html.tar.gz.age', 'posts', (row) => ({
      ...row,
      body_html: '<script>alert(1)</script><p>planted</p>',
    }));
    await restore(file);
    const posts = await target.db.selectFrom('posts').select(['body', 'bodyHtml']).execute();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.bodyHtml).not.toContain('<script');
      expect(post.bodyHtml).not.toContain('planted');
    }
  });
});
