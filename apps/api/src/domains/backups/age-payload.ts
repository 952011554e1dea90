import { createDecipheriv, hkdfSync } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { Decrypter } from 'age-encryption';
import { ArchiveError } from './archive-error';

/**
 * Reads an age file (age-encryption.org/v1) from disk, decrypting its payload with node:crypto's ChaCha20-Poly1305
 * (OpenSSL) rather than the library's pure-JavaScript cipher, which was most of a restore's time. The header (its
 * recipients, the file key, the header's MAC) is left to the library (Decrypter.decryptHeader); the payload is age's
 * STREAM as the spec defines it: a 16-byte nonce, then chunks of 64 KiB of plaintext plus a 16-byte tag, each sealed
 * with HKDF-SHA-256(file key, nonce, "payload") under an 11-byte big-endian counter and a last-chunk flag. Every chunk
 * is authenticated on its own and the last one is marked, so a changed, reordered, cut or extended chunk fails when
 * it is reached, and any chunk can be read alone (the manifest at the archive's end: read-archive.ts).
 */
const PLAINTEXT_CHUNK = 64 * 1024;
const TAG_BYTES = 16;
const SEALED_CHUNK = PLAINTEXT_CHUNK + TAG_BYTES;
const NONCE_BYTES = 16;
/** An X25519 header is a few hundred bytes; a file whose header is not within this is not one of ours. */
const MAX_HEADER_BYTES = 64 * 1024;
/**
 * Chunks read from the disk at a time while streaming (the next read runs while these are decrypted): every read
 * costs a few hops between the event loop and the disk's threads, which on a busy machine each wait for a turn on a
 * core.
 */
const CHUNKS_PER_READ = 32;

export { PLAINTEXT_CHUNK };

export type AgePayload = { file: string; start: number; size: number; chunks: number; key: Buffer };

function cut(detail: string): ArchiveError {
  return new ArchiveError(
    `The archive was changed or cut since it was written (${detail}): it fails its encryption's authentication. Nothing was restored.`,
  );
}

async function readFully(handle: FileHandle, buffer: Buffer, position: number): Promise<number> {
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled;
}

/**
 * Opens `file` with the identity `key`: the library reads the header and unwraps the file key (rejecting with its
 * own message when the key does not open it, or when it is no age file); the payload's key is derived from it.
 */
export async function openAgePayload(file: string, key: string): Promise<AgePayload> {
  const handle = await open(file, 'r');
  try {
    const fileSize = (await handle.stat()).size;
    const prefix = Buffer.alloc(Math.min(fileSize, MAX_HEADER_BYTES));
    await readFully(handle, prefix, 0);
    const decrypter = new Decrypter();
    decrypter.addIdentity(key);
    // The library parses the header up to its MAC line and ignores what follows.
    const fileKey = await decrypter.decryptHeader(prefix);
    // Only the MAC line starts with "--- " (stanza lines start with "-> ", their bodies are base64), and the library
    // has just checked the MAC over the header before it.
    const macLine = prefix.indexOf('\n--- ');
    const headerEnd = macLine === -1 ? -1 : prefix.indexOf('\n', macLine + 1) + 1;
    if (headerEnd <= 0) throw new Error('invalid header');
    const start = headerEnd + NONCE_BYTES;
    const size = fileSize - start;
    if (size < TAG_BYTES) throw cut('no payload');
    const chunks = Math.ceil(size / SEALED_CHUNK);
    // Only an empty file's one chunk is empty: a last chunk of nothing but a tag means the file was cut there.
    if (chunks > 1 && size - (chunks - 1) * SEALED_CHUNK <= TAG_BYTES) throw cut('it ends inside a chunk');
    const nonce = prefix.subarray(headerEnd, start);
    if (nonce.length !== NONCE_BYTES) throw cut('no payload');
    return { file, start, size, chunks, key: Buffer.from(hkdfSync('sha256', fileKey, nonce, 'payload', 32)) };
  } finally {
    await handle.close();
  }
}

/** The plaintext of chunk `index`, from its sealed bytes; throws when they are not the ones written there. */
function openChunk(payload: AgePayload, index: number, sealed: Buffer): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeUIntBE(index, 5, 6);
  if (index === payload.chunks - 1) nonce[11] = 1;
  const decipher = createDecipheriv('chacha20-poly1305', payload.key, nonce, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const plaintext = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
  try {
    decipher.final();
  } catch {
    throw cut(`its part ${String(index + 1)} of ${String(payload.chunks)} does not decrypt`);
  }
  return plaintext;
}

function sealedRange(payload: AgePayload, first: number, count: number): { position: number; length: number } {
  const position = payload.start + first * SEALED_CHUNK;
  return { position, length: Math.min(count * SEALED_CHUNK, payload.start + payload.size - position) };
}

/** Chunks `first` … `first + count - 1` decrypted, read from an open file. */
export async function readChunks(
  handle: FileHandle,
  payload: AgePayload,
  first: number,
  count: number,
): Promise<Buffer[]> {
  const { position, length } = sealedRange(payload, first, count);
  const sealed = Buffer.allocUnsafe(length);
  if ((await readFully(handle, sealed, position)) !== length) throw cut('the file is shorter than it was');
  const plaintext: Buffer[] = [];
  for (let offset = 0, index = first; offset < length; offset += SEALED_CHUNK, index += 1) {
    plaintext.push(openChunk(payload, index, sealed.subarray(offset, Math.min(offset + SEALED_CHUNK, length))));
  }
  return plaintext;
}

/**
 * The whole plaintext in order, a 64 KiB chunk at a time as each is decrypted, read from the disk CHUNKS_PER_READ
 * chunks at a time: the next read runs while a batch is decrypted. The two read buffers take turns (a batch's sealed
 * bytes are not needed once it is decrypted, and decrypting copies), and the chunks are handed on as they come, not joined: a restore copies
 * and allocates the archive's bytes once, not three times (allocation was a good part of its garbage collection).
 */
export async function* decryptedChunks(payload: AgePayload): AsyncGenerator<Buffer> {
  const handle = await open(payload.file, 'r');
  const buffers = [
    Buffer.allocUnsafe(CHUNKS_PER_READ * SEALED_CHUNK),
    Buffer.allocUnsafe(CHUNKS_PER_READ * SEALED_CHUNK),
  ];
  try {
    const read = (first: number) => {
      if (first >= payload.chunks) return null;
      const { position, length } = sealedRange(payload, first, CHUNKS_PER_READ);
      const sealed = (buffers[(first / CHUNKS_PER_READ) % 2] as Buffer).subarray(0, length);
      const reading = readFully(handle, sealed, position).then((filled) => {
        if (filled !== length) throw cut('the file is shorter than it was');
        return sealed;
      });
      // Observed when its turn comes; this only keeps a failure meanwhile from counting as unhandled.
      reading.catch(() => undefined);
      return reading;
    };
    let next = read(0);
    for (let first = 0; next; first += CHUNKS_PER_READ) {
      const sealed = await next;
      // Into the other buffer, whose batch was decrypted before this one was awaited.
      next = read(first + CHUNKS_PER_READ);
      const plaintext: Buffer[] = [];
      for (let offset = 0, index = first; offset < sealed.length; offset += SEALED_CHUNK, index += 1) {
        plaintext.push(
          openChunk(payload, index, sealed.subarray(offset, Math.min(offset + SEALED_CHUNK, sealed.length))),
        );
      }
      yield* plaintext;
    }
  } finally {
    await handle.close();
  }
}
