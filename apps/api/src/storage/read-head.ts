import type { StorageProvider } from './storage-provider';

/** The first `bytes` bytes of a stored object (fewer when it is shorter), without reading the rest; null when there is none. */
export async function readHead(storage: StorageProvider, key: string, bytes: number): Promise<Buffer | null> {
  const target = await storage.download(key);
  if (!target) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of target.stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= bytes) break;
    }
  } finally {
    target.stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}
