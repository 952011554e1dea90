import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` for answers nothing renders (an empty 202): no headers to build for them. */
    securityHeaders?: false;
  }
}

/**
 * Helmet's security headers (CSP and the rest) on every answer. The middleware is built once: @fastify/helmet
 * builds it again for every request, re-parsing the whole policy, which cost a visible share of each public read.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const setSecurityHeaders = helmet(options);
    app.addHook('onRequest', (req, reply, done) => {
      if (req.routeOptions.config.securityHeaders === false) {
        done();
        return;
      }
      // Helmet 8 throws rather than passing errors on; `done` only continues the request.
      setSecurityHeaders(req.raw, reply.raw, done as () => void);
    });
  },
  { name: 'security-headers' },
);
