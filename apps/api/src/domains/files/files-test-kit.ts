import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app';

/** Helpers for the upload flow tests: each step as the web app performs it. */

export type UploadStart = { uploadURL: string; objectKey: string };

export function randomFile(size: number): Buffer {
  return randomBytes(size);
}

/** POST /api/objects/upload exactly as the original client sends it: a JSON content type and no body. */
export async function startUpload(t: TestApp, cookie: string): Promise<UploadStart> {
  const response = await t.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie, 'content-type': 'application/json' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<UploadStart>();
}

/** PUT to a local upload URL through inject (path and query only: inject speaks to the app, not a host). */
export function putLocal(t: TestApp, uploadURL: string, body: Buffer, contentType = 'application/octet-stream') {
  const url = new URL(uploadURL);
  return t.inject({
    method: 'PUT',
    url: url.pathname + url.search,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

export type RegisterInput = {
  name: string;
  size: number;
  mimeType?: string | null;
  category?: string;
  objectPath: string;
  originalName?: string;
  visibility?: string;
};

export function registerFile(t: TestApp, cookie: string, input: RegisterInput): Promise<LightMyRequestResponse> {
  return t.inject({
    method: 'POST',
    url: '/api/files',
    headers: { cookie },
    payload: { category: 'business', ...input, originalName: input.originalName ?? input.name },
  });
}

export type FileRecordBody = {
  id: string;
  name: string;
  originalName: string;
  size: number;
  mimeType: string;
  category: string;
  visibility: string;
  objectPath: string;
  uploadedAt: string;
};

/** A file to upload: its bytes, and what is registered with them (the size and key come from the upload). */
export type UploadInput = Omit<RegisterInput, 'size' | 'objectPath'> & { bytes: Buffer };

/**
 * Uploads a file the way the web app does, through whichever driver the app has: start, PUT the bytes (with
 * the file's type, as the browser sends it), register; answers the registered record.
 */
export async function uploadFile(
  t: TestApp,
  cookie: string,
  { bytes, ...input }: UploadInput,
): Promise<FileRecordBody> {
  const start = await startUpload(t, cookie);
  if (t.app.storage.driver === 'local') {
    expect((await putLocal(t, start.uploadURL, bytes, input.mimeType ?? undefined)).statusCode).toBe(200);
  } else {
    const put = await fetch(start.uploadURL, { method: 'PUT', body: new Uint8Array(bytes) });
    expect(put.status).toBe(200);
  }
  const registered = await registerFile(t, cookie, { ...input, size: bytes.length, objectPath: start.objectKey });
  expect(registered.statusCode, registered.body).toBe(201);
  return registered.json<FileRecordBody>();
}
