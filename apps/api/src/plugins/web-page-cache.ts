import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compressedCopies, type CompressedCopies } from '../lib/compressed-copies';
import type { DataVersions, ReadCache, ReadRecording } from '../lib/read-cache';

/** What kept pages may hold in memory at most, their compressed copies included. */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A visitor's page as rendered once: sent as these bytes to every visitor until its data changes. */
export type KeptPage = {
  status: number;
  /** Derived from everything the bytes depend on: the build, the address, the data's versions. */
  etag: string;
  bodies: { identity: Buffer } & CompressedCopies;
  /** The shared public reads it was rendered from, with the version of each it got. */
  data: DataVersions;
};

/**
 * Everything but the data that a visitor's page depends on. Visitors all see the same page: nothing of the
 * visitor is in it (an owner's page is never kept). `language` is the site's language (its site settings), so a
 * page rendered in one language is never sent after the owner picked another. `year` is the one
 * part of the time a page shows (the footer's copyright line): a new year renders the pages again.
 */
export function pageAddress({ url, language, year }: { url: string; language: string; year: number }): string {
  return `${language} ${String(year)} ${url}`;
}

/**
 * Rendered public pages, kept as bytes until the data they show changes: one render per page and change on each
 * instance, however many visitors ask. A page depends on the shared public reads (trpc/public-read.ts) its
 * render made; each request checks their current versions (each read at most once per PUBLIC_READ_CACHE_MS, as
 * for the REST reads), so a change shows at once on the instance that made it and within that time on the
 * others. Only the newest render of each address is kept, least recently used first out beyond `maxBytes`.
 */
export class PageCache {
  private readonly pages: LRUCache<string, KeptPage>;
  /** Renders under way, so that visitors arriving meanwhile wait for the same one. */
  private readonly rendering = new Map<string, Promise<KeptPage>>();

  constructor(
    private readonly reads: ReadCache,
    /** Identifies the web build: a new deploy never answers an old page (nor its ETag). */
    private readonly build: string,
    maxBytes: number = PAGE_CACHE_MAX_BYTES,
  ) {
    this.pages = new LRUCache<string, KeptPage>({
      maxSize: Math.max(1, maxBytes),
      // A page larger than the whole cache is simply not kept.
      sizeCalculation: (page) =>
        Math.max(1, page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length),
    });
  }

  /** The bytes held now (for tests and the bench: never above `maxBytes`). */
  get heldBytes(): number {
    return this.pages.calculatedSize;
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * The page kept for `address` if its data is unchanged, else a new render (shared with the other visitors
   * asking meanwhile), kept for the next ones. A failed render is not kept: the next request tries again.
   */
  async page(address: string, render: RenderForKeeping): Promise<KeptPage> {
    const kept = this.pages.get(address);
    if (kept && (await this.isCurrent(kept))) return kept;
    const under = this.rendering.get(address);
    if (under) return under;
    const made = this.keep(address, render).finally(() => this.rendering.delete(address));
    this.rendering.set(address, made);
    return made;
  }

  private async isCurrent(page: KeptPage): Promise<boolean> {
    try {
      for (const [key, version] of page.data) {
        if ((await this.reads.currentVersion(key)) !== version) return false;
      }
      return true;
    } catch {
      // The data cannot be read now: render, which answers as a render does when the database is away.
      return false;
    }
  }

  private async keep(address: string, render: RenderForKeeping): Promise<KeptPage> {
    const recording = this.reads.recording();
    const { status, html } = await render(recording.reads);
    const data = await recording.versions();
    const identity = Buffer.from(html);
    const copies = await compressedCopies(identity);
    const key = [
      this.build,
      address,
      ...[...data].sort(([a], [b]) => a.localeCompare(b)).map(([name, version]) => `${name}=${version}`),
    ];
    const page: KeptPage = {
      status,
      etag: `W/"${hash('sha1', key.join('\n'), 'base64url')}"`,
      bodies: { identity, ...copies },
      data,
    };
    this.pages.set(address, page);
    return page;
  }
}

/** Renders a visitor's page from the shared reads given, which note the data it is made from. */
export type RenderForKeeping = (reads: ReadRecording['reads']) => Promise<{ status: number; html: string }>;
