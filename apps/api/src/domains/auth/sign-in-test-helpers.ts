import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '@folio/db';
import { SESSION_COOKIE } from './session-cookie';

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * A browser's cookie jar over `app.inject`, so sign-in flows read as a person clicking through them:
 * cookies set by one answer go with the next request, cleared cookies are dropped.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly inject: Inject,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.inject({
      remoteAddress: this.remoteAddress,
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of response.cookies as { name: string; value: string; expires?: Date }[]) {
      if (!set.value || (set.expires && set.expires.getTime() <= Date.now())) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  /** A click on a link of this site (the browser says so in Sec-Fetch-Site). */
  get(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url, headers: { 'sec-fetch-site': 'same-origin' } });
  }

  postForm(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  /** The session id the browser holds (the cookie is `<sid>.<signature>`), or null. */
  sessionId(): string | null {
    const value = this.cookies.get(SESSION_COOKIE);
    return value ? (decodeURIComponent(value).split('.')[0] ?? null) : null;
  }

  /** Follows the provider's redirect back to us (the mock provider signs in without asking). */
  async completeAtProvider(authorizationUrl: string): Promise<LightMyRequestResponse> {
    const atProvider = await fetch(authorizationUrl, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') ?? '');
    return this.get(`${back.pathname}${back.search}`);
  }
}

export async function sessionRowCount(db: Db, sid?: string | null): Promise<number> {
  let query = db.selectFrom('session').select((eb) => eb.fn.countAll<string>().as('count'));
  if (sid !== undefined) query = query.where('sid', '=', sid ?? '');
  return Number((await query.executeTakeFirstOrThrow()).count);
}
