import type { Context } from './context';

/** What a public read needs of the context: the REST fast path (plugins/public-reads-rest.ts) has no more. */
export type PublicReadContext = Pick<Context, 'caller' | 'db' | 'publicReads'>;

/** Content every visitor sees the same; visitors share it for a second, as nobody can tell a second's delay. */
export const PUBLIC_READ_TTL_MS = 1000;

/**
 * A read of public content. Visitors share one recent read (one query per second however many there are);
 * the owner always reads the database, so a change they just made on any instance shows at once.
 */
export function readPublic<T>(ctx: PublicReadContext, key: string, read: () => Promise<T>): Promise<T> {
  return ctx.caller ? read() : ctx.publicReads.read(key, read);
}
