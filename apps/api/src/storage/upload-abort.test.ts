import { connect } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { startUpload } from '../domains/files/files-test-kit';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const incoming = () => readdir(path.join(t.dataDir, 'objects', '.incoming'));

/** Sends the request head and `bodyBytes` of a longer body, then hangs up after `hangUpAfterMs`. */
async function brokenPut(uploadURL: string, bodyBytes: number, hangUpAfterMs: number): Promise<void> {
  const url = new URL(uploadURL);
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(
    `PUT ${url.pathname}${url.search} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\nContent-Length: 1000000\r\n\r\n`,
  );
  if (bodyBytes > 0) socket.write(Buffer.alloc(bodyBytes, 1));
  await new Promise((resolve) => setTimeout(resolve, hangUpAfterMs));
  socket.destroy();
}

async function settle(): Promise<string[]> {
  for (let i = 0; i < 50; i += 1) {
    if ((await incoming()).length === 0) return [];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return incoming();
}

describe('an upload whose connection breaks', () => {
  it.each([
    ['right after the head', 0, 0],
    ['with a few bytes sent', 10, 0],
    ['a moment after a few bytes', 10, 5],
    ['after part of the body', 64_000, 200],
  ])('leaves no temporary file when the client hangs up %s', async (_when, bytes, wait) => {
    const cookie = await t.loginAsOwner();
    for (let i = 0; i < 10; i += 1) {
      const start = await startUpload(t, cookie);
      await brokenPut(start.uploadURL, bytes, wait);
    }
    expect(await settle()).toEqual([]);
    expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
