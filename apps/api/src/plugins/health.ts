import { sql } from 'kysely';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness checks of dependencies; plugins (e.g. storage) add theirs. */
    readinessChecks: Map<string, () => Promise<void>>;
  }
}

const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: () => Promise<void>): Promise<void> {
  return Promise.race([
    check(),
    new Promise<void>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/** /healthz: the process is up. /readyz: the database and storage answer (503 otherwise). */
export const healthPlugin = fp(
  async (app) => {
    app.decorate('readinessChecks', new Map<string, () => Promise<void>>());
    app.readinessChecks.set('database', async () => {
      await sql`select 1`.execute(app.db);
    });

    app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

    // Each check's last outcome, so the log says once why an instance stops (or starts again) being ready,
    // however often a load balancer asks.
    const failing = new Set<string>();
    app.get('/readyz', async (_req, reply) => {
      const results = await Promise.all(
        [...app.readinessChecks].map(async ([name, check]) => {
          try {
            await withTimeout(check);
            if (failing.delete(name)) app.log.info({ check: name }, 'readiness check passes again');
            return [name, 'ok'] as const;
          } catch (error) {
            if (!failing.has(name)) app.log.warn({ check: name, err: error }, 'readiness check fails');
            failing.add(name);
            return [name, 'unavailable'] as const;
          }
        }),
      );
      const checks = Object.fromEntries(results);
      const ready = results.every(([, status]) => status === 'ok');
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ok' : 'unavailable', checks });
    });
  },
  { name: 'health', dependencies: ['db'] },
);
