import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { TestApp } from './build-test-app';
import { keyOfObjectPath } from '../storage/object-keys';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes that declares a `side` × `side` canvas (50000: 2.5 gigapixels, 10 GB decoded). */
export function decompressionBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const firstRows = deflateSync(Buffer.alloc(side * 3 + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', firstRows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An SVG that takes a rasteriser seconds of CPU (a huge canvas, blurred): what a picture must never be decoded as. */
export const SLOW_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><filter id="b"><feGaussianBlur stdDeviation="900"/></filter>' +
    '<rect width="20000" height="20000" fill="red" filter="url(#b)"/></svg>',
);

/**
 * Replaces a registered file's bytes in the storage, as a file registered before today's checks could hold them:
 * what the decoders must still refuse on their own.
 */
export async function replaceStoredBytes(t: TestApp, objectPath: string, bytes: Buffer): Promise<void> {
  const key = keyOfObjectPath(objectPath);
  if (!key) throw new Error(`not an object path: ${objectPath}`);
  await t.app.storage.put(key, Readable.from([bytes]), bytes.length);
  await t.db.updateTable('files').set({ size: bytes.length }).where('objectPath', '=', objectPath).execute();
}
