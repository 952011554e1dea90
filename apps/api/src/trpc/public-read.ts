import type { Context } from './context';

/** What a public read needs of the context: the REST fast path (plugins/public-reads-rest.ts) has no more. */
export type PublicReadContext = Pick<Context, 'caller' | 'db' | 'publicReads'>;

/**
 * A read of public content, which every visitor sees the same. Visitors share one recent read (by default one
 * query per second however many there are, as nobody can tell a second's delay: PUBLIC_READ_CACHE_MS);
 * the owner always reads the database, so a change they just made on any instance shows at once.
 */
export function readPublic<T>(ctx: PublicReadContext, key: string, read: () => Promise<T>): Promise<T> {
  return ctx.caller ? read() : ctx.publicReads.read(key, read);
}
