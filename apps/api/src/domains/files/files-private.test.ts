import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/build-test-app';
import { putLocal, registerFile, startUpload, uploadFile, type FileRecordBody } from './files-test-kit';

/** private files, and what the owner changes after upload. */

const t = setUpTestApp();
let cookie: string;

async function upload(name: string, extra: { visibility?: string } = {}): Promise<FileRecordBody> {
  cookie = await t.loginAsOwner();
  return uploadFile(t, cookie, { name, bytes: Buffer.from(`bytes of ${name}`), mimeType: 'text/plain', ...extra });
}

const names = (files: { name: string }[]) => files.map((file) => file.name);

describe('private files over REST', () => {
  it('registers files public by default, or private when asked', async () => {
    expect((await upload('open.txt')).visibility).toBe('public');
    expect((await upload('secret.txt', { visibility: 'private' })).visibility).toBe('private');
  });

  it('lists private files to the owner only', async () => {
    await upload('open.txt');
    await upload('secret.txt', { visibility: 'private' });
    const visitor = await t.inject({ method: 'GET', url: '/api/files' });
    expect(names(visitor.json())).toEqual(['open.txt']);
    // What a visitor is answered must never be served to the owner from a shared cache, nor the other way round.
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    const owner = await t.inject({ method: 'GET', url: '/api/files', headers: { cookie } });
    expect(names(owner.json())).toEqual(['secret.txt', 'open.txt']);
  });

  it('answers a private download with the same 404 as a missing file to anyone but the owner', async () => {
    const secret = await upload('secret.txt', { visibility: 'private' });
    const missing = await t.inject({ method: 'GET', url: '/objects/uploads/00000000-0000-4000-8000-000000000000' });
    for (const headers of [{}, { authorization: 'Bearer folio_not_a_token' }]) {
      const visitor = await t.inject({ method: 'GET', url: secret.objectPath, headers });
      expect(visitor.statusCode).toBe(404);
      expect(visitor.json()).toEqual(missing.json());
    }
    const owner = await t.inject({ method: 'GET', url: secret.objectPath, headers: { cookie } });
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toBe('bytes of secret.txt');
    expect(owner.headers['cache-control']).toBe('private, no-store');
  });

  it('checks a credential for an unknown id as for a private file, so neither answers sooner', async () => {
    await upload('secret.txt', { visibility: 'private' });
    const created = await t.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'script', scope: 'read' },
    });
    const { token } = created.json<{ token: string }>();
    const unknown = await t.inject({
      method: 'GET',
      url: '/objects/uploads/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.statusCode).toBe(404);
    // The token was looked up (and marked used) although no file has this id: the same work as for a private file.
    const [row] = await t.db.selectFrom('accessTokens').select('lastUsedAt').execute();
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('renames, recategorises and hides a file with PATCH, keeping what is left out', async () => {
    const file = await upload('draft.txt');
    const patched = await t.inject({
      method: 'PATCH',
      url: `/api/files/${file.id}`,
      headers: { cookie },
      payload: { name: 'final.txt', category: 'hobby' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...file, name: 'final.txt', category: 'hobby' });

    const hidden = await t.inject({
      method: 'PATCH',
      url: `/api/files/${file.id}`,
      headers: { cookie },
      payload: { visibility: 'private' },
    });
    expect(hidden.json()).toMatchObject({
      name: 'final.txt',
      category: 'hobby',
      visibility: 'private',
      originalName: 'draft.txt',
    });
    expect((await t.inject({ method: 'GET', url: '/api/files' })).json()).toEqual([]);
    expect((await t.inject({ method: 'GET', url: file.objectPath })).statusCode).toBe(404);

    await t.inject({
      method: 'PATCH',
      url: `/api/files/${file.id}`,
      headers: { cookie },
      payload: { visibility: 'public' },
    });
    expect(names((await t.inject({ method: 'GET', url: '/api/files' })).json())).toEqual(['final.txt']);
    expect((await t.inject({ method: 'GET', url: file.objectPath })).statusCode).toBe(200);
  });

  it('answers PATCH with 400 naming bad fields, 404 for an unknown file and 401 to visitors', async () => {
    const file = await upload('draft.txt');
    const bad = await t.inject({
      method: 'PATCH',
      url: `/api/files/${file.id}`,
      headers: { cookie },
      payload: { name: ' ', category: 'work', visibility: 'hidden' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['name', 'category', 'visibility']),
    );
    const unknown = await t.inject({
      method: 'PATCH',
      url: '/api/files/00000000-0000-4000-8000-000000000000',
      headers: { cookie },
      payload: { name: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    const visitor = await t.inject({
      method: 'PATCH',
      url: `/api/files/${file.id}`,
      payload: { visibility: 'private' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/files' })).json()).toEqual([file]);
  });

  it('names visibility when a registration sends a value that does not exist', async () => {
    cookie = await t.loginAsOwner();
    const start = await startUpload(t, cookie);
    await putLocal(t, start.uploadURL, Buffer.from('x'));
    const response = await registerFile(t, cookie, {
      name: 'x',
      size: 1,
      objectPath: start.objectKey,
      visibility: 'secret',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'visibility' }] });
  });
});

describe('private files over tRPC', () => {
  it('lists private files to the owner only, and PATCHes through updateFile', async () => {
    const secret = await upload('secret.txt', { visibility: 'private' });
    const visitor = await t.inject({ method: 'GET', url: '/api/trpc/files.listFiles' });
    expect(visitor.json<{ result: { data: unknown[] } }>().result.data).toEqual([]);
    const owner = await t.inject({ method: 'GET', url: '/api/trpc/files.listFiles', headers: { cookie } });
    expect(names(owner.json<{ result: { data: { name: string }[] } }>().result.data)).toEqual(['secret.txt']);

    const shown = await t.inject({
      method: 'POST',
      url: '/api/trpc/files.updateFile',
      headers: { cookie },
      payload: { id: secret.id, visibility: 'public', name: 'shared.txt' },
    });
    expect(shown.statusCode).toBe(200);
    expect(names((await t.inject({ method: 'GET', url: '/api/files' })).json())).toEqual(['shared.txt']);
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/trpc/files.updateFile',
      payload: { id: secret.id, name: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
