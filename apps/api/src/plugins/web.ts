import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { REPO_ROOT } from '../env';
import { AppError } from '../errors';

export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

/**
 * The built web app on the same origin. Hashed assets are cached for a year; index.html never, so a deploy
 * is seen at once. Unknown paths outside /api and /objects get index.html and the app's own 404 page.
 */
export const webPlugin = fp(
  async (app, { distDir = WEB_DIST_DIR }: { distDir?: string }) => {
    const indexFile = path.join(distDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(`No built web app at ${distDir}; run \`pnpm build\` to serve it.`);
      return;
    }
    const indexHtml = await readFile(indexFile, 'utf8');

    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts); browsers get the one they accept.
      preCompressed: true,
      // index.html is answered below with no-cache, never as a cached static file.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    const sendIndex = (reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

    app.get('/', async (_req, reply) => sendIndex(reply));
    app.setNotFoundHandler(async (req, reply) => {
      const url = req.url.split('?')[0] ?? '/';
      const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/objects/');
      if (req.method === 'GET' && !isApi && !path.extname(url)) return sendIndex(reply);
      throw new AppError('NOT_FOUND', 'Not found');
    });
  },
  { name: 'web' },
);
