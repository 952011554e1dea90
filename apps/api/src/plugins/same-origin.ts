import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard (docs/architecture.md §3): a browser request that changes something must come
 * from our own origin. Browsers say where a request comes from (Sec-Fetch-Site, Origin); scripts send
 * neither and authenticate with a bearer token instead.
 */
export const sameOriginPlugin = fp(
  async (app) => {
    const allowedOrigin = new URL(app.config.PUBLIC_URL).origin;
    app.addHook('onRequest', async (req) => {
      if (SAFE_METHODS.has(req.method)) return;
      const site = req.headers['sec-fetch-site'];
      if (site !== undefined) {
        if (site === 'same-origin' || site === 'none') return;
        throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
      }
      const origin = req.headers.origin;
      if (origin === undefined) return;
      const host = req.headers.host;
      if (
        origin === allowedOrigin ||
        (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`))
      )
        return;
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
    });
  },
  { name: 'same-origin', dependencies: ['db'] },
);
