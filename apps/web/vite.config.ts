import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_ORIGIN = 'http://localhost:3000';

/**
 * Two builds (see package.json): the browser's (`dist/`, with the manifest the server reads to link a lazy
 * page's chunk and CSS) and the server's (`vite build --ssr`, `dist/server/entry-server.js`, which the API
 * imports to render public pages).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        // Brotli (quality 11) and gzip (level 9) copies of the static files beside them, once at build time; the
        // server sends them as they are (@fastify/static preCompressed). HTML is rendered per request instead.
        compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/, threshold: 1024 }),
      ],
  // The server bundle carries its dependencies (React, Mantine, ...): the deployed API has only its own.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // Production React on the server whatever NODE_ENV the API runs with (tests run it with 'test').
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // Uppy's chunk is large by nature and only loads where the owner uploads.
        chunkSizeWarningLimit: 700,
      },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/objects': { target: API_ORIGIN, changeOrigin: false },
    },
  },
}));
