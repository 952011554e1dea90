import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../env';
import { truncateAddress } from '../lib/client-address';

/** A request slower than this gets a log line of its own. */
export const SLOW_REQUEST_MS = 1000;

/** Levels at which every request is logged (Fastify's "incoming request" / "request completed" lines). */
const REQUEST_LINE_LEVELS = new Set(['debug', 'trace']);

/** Secrets that may sit in a logged object; pino replaces them before the line is written. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'token',
  '*.token',
  'secret',
  '*.secret',
];

/** The path of a URL without its query string, which may carry signatures or tokens. */
function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : `${url.slice(0, queryStart)}?…`;
}

/**
 * What a log line says about a request: method, path without the query, and the client's network, never its
 * full address (cut like analytics does). Headers, cookies and bodies are never logged.
 */
function serializeRequest(req: {
  method?: string;
  url?: string;
  originalUrl?: string;
  ip?: string;
}): Record<string, unknown> {
  // `originalUrl`: the REST adapter rewrites `url` to the part after /api.
  return {
    method: req.method,
    url: pathOf(req.originalUrl ?? req.url ?? ''),
    client: req.ip ? (truncateAddress(req.ip) ?? undefined) : undefined,
  };
}

function serializeReply(reply: { statusCode: number }): { statusCode: number } {
  return { statusCode: reply.statusCode };
}

/**
 * Fastify's logger options: by default one line per event worth reading (start, stop, 5xx, slow requests,
 * sign-ins), not per request, which would bury them and cost throughput; LOG_LEVEL=debug adds request lines.
 */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>, stream?: { write: (line: string) => void }) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest, res: serializeReply },
    ...(stream ? { stream } : {}),
  } satisfies FastifyServerOptions['logger'];
}

export function logsEveryRequest(config: Pick<Config, 'LOG_LEVEL'>): boolean {
  return REQUEST_LINE_LEVELS.has(config.LOG_LEVEL);
}

const requestErrors = new WeakMap<FastifyRequest, unknown>();

/** Keeps the error behind a 5xx, so that the request's one log line carries it. */
export function noteRequestError(req: FastifyRequest, error: unknown): void {
  requestErrors.set(req, error);
}

/** One line per failed (5xx) or slow request, with the error that caused it when one is known. */
export const requestLoggingPlugin = fp(
  async (app) => {
    app.addHook('onResponse', async (req, reply) => {
      const status = reply.statusCode;
      const responseTime = Math.round(reply.elapsedTime);
      if (status >= 500) {
        req.log.error({ req, res: reply, responseTime, err: requestErrors.get(req) }, 'request failed');
      } else if (responseTime > SLOW_REQUEST_MS) {
        req.log.warn({ req, res: reply, responseTime }, 'slow request');
      }
    });
  },
  { name: 'request-logging' },
);
