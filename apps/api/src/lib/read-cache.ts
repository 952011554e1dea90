import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

type Entry = { expires: number; value: Promise<unknown>; version: Promise<string> };

/** What procedures use of the shared reads; a page render gets one that also notes what it read. */
export type PublicReads = Pick<ReadCache, 'read' | 'clear'>;

/** The data a kept page was rendered from: each shared read it made, by key, with the version it got. */
export type DataVersions = Map<string, string>;

/** Shared reads that note what they read: what a kept page is made from. */
export type ReadRecording = { reads: PublicReads; versions: () => Promise<DataVersions> };

/** Equal data, equal version, on every instance: kept pages' ETags are built from these. */
function versionOf(value: unknown): string {
  return hash('sha1', JSON.stringify(value) ?? 'undefined', 'base64url');
}

/**
 * Reads shared by concurrent callers and kept for a short time: one database round trip per key and period
 * however many visitors ask, and at most `ttlMs` behind another instance's writes (several instances share
 * nothing but PostgreSQL). This instance's own writes clear it at once. Each read has a version (a hash of what
 * it answered), so whatever was made from it (a kept page) can tell whether it is still current.
 */
/**
 * Keys a cache holds at most. Reads keyed by what a visitor asks for (a post's slug) could otherwise grow without
 * end; one dropped is simply read again, and a page kept from it rendered again.
 */
const MAX_KEYS = 10_000;

export class ReadCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_KEYS });
  /** How each key is read, kept across clears: a kept page asks for its data's version without reading it. */
  private readonly loaders = new LRUCache<string, () => Promise<unknown>>({ max: MAX_KEYS });

  constructor(private readonly ttlMs: number) {}

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.entry(key, load).value as Promise<T>;
  }

  /**
   * The version of what `read(key)` answers now, read again when its time is up as `read` would; null for a key
   * nobody has read yet (nothing made from it can exist).
   */
  currentVersion(key: string): Promise<string> | null {
    const load = this.loaders.get(key);
    return load ? this.entry(key, load).version : null;
  }

  /** The reads as usual, noting each key read and the version of the very answer given. */
  recording(): ReadRecording {
    const noted = new Map<string, Promise<string>>();
    const reads: PublicReads = {
      read: <T>(key: string, load: () => Promise<T>) => {
        const entry = this.entry(key, load);
        noted.set(key, entry.version);
        return entry.value as Promise<T>;
      },
      clear: () => this.clear(),
    };
    const versions = async () =>
      new Map(await Promise.all([...noted].map(async ([key, version]) => [key, await version] as const)));
    return { reads, versions };
  }

  clear(): void {
    this.entries.clear();
  }

  private entry(key: string, load: () => Promise<unknown>): Entry {
    const now = Date.now();
    const known = this.entries.get(key);
    if (known && known.expires > now) return known;
    this.loaders.set(key, load);
    const value = load();
    const version = value.then(versionOf);
    // Whoever asks for the version sees the failure; nobody asking is no unhandled rejection.
    version.catch(() => undefined);
    const entry = { expires: now + this.ttlMs, value, version };
    this.entries.set(key, entry);
    // A failed read is not kept: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry;
  }
}
