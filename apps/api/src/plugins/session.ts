import fastifyCookie from '@fastify/cookie';
import fastifySession, { type SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '@folio/db';
import { sessionCookieName } from '../domains/auth';
import { loadOrCreateSecret } from '../lib/secrets';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** Where to go after signing in, and the OAuth/OIDC state of a sign-in in progress. */
    returnTo?: string;
    oauth?: { provider: 'github' | 'oidc'; state: string; codeVerifier: string; nonce?: string };
    /** What the owner's sessions list shows: when and where this session was signed in, and when last used. */
    signedInAt?: string;
    lastSeenAt?: string;
    userAgent?: string;
    network?: string | null;
    /** A correct password (or provider sign-in) still waiting for the second code, and until when it may. */
    pendingSignIn?: { userId: string; method: string; returnTo: string; until: number };
    /** An authenticator secret shown for scanning, not yet confirmed with a code. */
    totpSetup?: { secret: string };
    /** The challenge of a passkey ceremony in progress. */
    webauthnChallenge?: string;
  }
}

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How stale a session's "last seen" may get: at most one session write per this period per session. */
const LAST_SEEN_PRECISION_MS = 5 * 60 * 1000;

/** @fastify/session's store on SPEC's `session` table (sid, sess, expire). */
class KyselySessionStore implements SessionStore {
  constructor(private readonly db: Db) {}

  set(sid: string, session: Session, callback: (err?: unknown) => void): void {
    const expire = session.cookie.expires ?? new Date(Date.now() + SESSION_TTL_MS);
    const sess = JSON.stringify(session);
    this.db
      .insertInto('session')
      .values({ sid, sess, expire })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ sess, expire }))
      .execute()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: (err: unknown, result?: Session | null) => void): void {
    this.db
      .selectFrom('session')
      .select('sess')
      .where('sid', '=', sid)
      .where('expire', '>', new Date())
      .executeTakeFirst()
      .then((row) => callback(null, (row?.sess as unknown as Session | undefined) ?? null), callback);
  }

  destroy(sid: string, callback: (err?: unknown) => void): void {
    this.db
      .deleteFrom('session')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }
}

/** HttpOnly, SameSite=Lax, Secure and `__Host-` prefixed behind https; nothing is stored for visitors who never sign in. */
export const sessionPlugin = fp(
  async (app) => {
    const secret = app.config.SESSION_SECRET ?? (await loadOrCreateSecret(app.config.dataDir, 'session'));
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret,
      cookieName: sessionCookieName(app.config.PUBLIC_URL),
      store: new KyselySessionStore(app.db),
      saveUninitialized: false,
      // No write on every request: the cookie lasts 30 days from sign-in.
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.PUBLIC_URL.startsWith('https://'),
        path: '/',
        maxAge: SESSION_TTL_MS,
      },
    });
    app.addHook('preHandler', async (req) => {
      // Visitors' public reads skip the session altogether (plugins/public-reads-rest.ts).
      const session = req.session as typeof req.session | undefined;
      if (!session?.get('userId')) return;
      const lastSeen = session.get('lastSeenAt');
      if (lastSeen && Date.now() - Date.parse(lastSeen) < LAST_SEEN_PRECISION_MS) return;
      session.set('lastSeenAt', new Date().toISOString());
    });
    // Expired rows are never read; delete them now and then so the table stays small.
    const sweep = setInterval(
      () => {
        app.db
          .deleteFrom('session')
          .where('expire', '<', new Date())
          .execute()
          .catch(() => undefined);
      },
      60 * 60 * 1000,
    );
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'session', dependencies: ['db'] },
);
