import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { BRAND_COLOR } from '../../packages/contracts/src/brand';
import { compileCatalogue } from '../../packages/contracts/src/i18n/compile';

const API_ORIGIN = 'http://localhost:3000';
const INDEX_HTML = fileURLToPath(new URL('index.html', import.meta.url));
const BOOT = fileURLToPath(new URL('src/boot.ts', import.meta.url));
const ENTRY_CLIENT = fileURLToPath(new URL('src/entry-client.tsx', import.meta.url));

/**
 * React Router declares its components as `var Form = React.forwardRef(...)` and names them for React DevTools
 * with `Form.displayName = "Form"`: a bundler must assume both have effects and keep every such component, used
 * or not (<Form>, <Link> with its route-module prefetching, error boundaries, ...), about 4 KB gzip that every
 * visitor would download. Marked pure and unnamed, only what Folio uses reaches the browser.
 */
const treeShakeReactRouter: Plugin = {
  name: 'folio:tree-shake-react-router',
  apply: 'build',
  transform: {
    filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
    handler: (code) => ({
      code: code
        .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2'),
      map: null,
    }),
  },
};

/**
 * The message catalogues (packages/contracts/src/i18n/catalogues/<namespace>/<language>.ts) compiled from ICU
 * into Lingui's form as they are built, so that neither the browser nor the server bundle carries a message
 * parser. A catalogue is data alone (`export default { key: 'message' }`, type imports only): after the
 * TypeScript has been stripped, it is evaluated as it is and written back compiled.
 */
const compileCatalogues: Plugin = {
  name: 'folio:compile-catalogues',
  enforce: 'post',
  transform: {
    filter: { id: /[\\/]i18n[\\/]catalogues[\\/][\w-]+[\\/][a-z]{2}\.ts$/ },
    handler: async (code, id) => {
      const source = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
      const catalogue = ((await import(source)) as { default?: unknown }).default;
      if (!catalogue || typeof catalogue !== 'object') throw new Error(`${id} exports no catalogue`);
      return {
        code: `export default ${JSON.stringify(compileCatalogue(catalogue as Record<string, string>))};`,
        map: null,
      };
    },
  },
};

/** What index.html loads before the first paint: boot.ts and the style sheets it links. */
function isBootModule(id: string, chunking: Rolldown.ChunkingContext): boolean {
  if (!bootModules) {
    bootModules = new Set();
    const pending = [INDEX_HTML];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (bootModules.has(next)) continue;
      bootModules.add(next);
      pending.push(...(chunking.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return bootModules.has(id);
}
let bootModules: Set<string> | undefined;

/**
 * Two chunks where Rolldown would make some 30: `app`, the code every page runs (React, the router, Mantine's
 * core, TanStack Query, the shell and Home), which is what entry-client imports statically (Rolldown's `$initial`
 * tag, hence entry-client among the inputs); and `boot`, what boot.ts shares with it (the dynamic-import helper),
 * so that index.html's script does not import `app` before the first paint. Split by which lazy pages also use
 * each module, `app` came to some 25 files, each compressed alone: about 8 KB gzip more than together. The entries
 * keep chunks of their own: index.html's (boot.ts) and entry-client's, which awaits the lazy page it hydrates,
 * whose chunk imports `app`. Lazy pages' own code still loads only when used.
 */
const FIRST_LOAD_CHUNKS: Rolldown.CodeSplittingGroup[] = [
  {
    name: (id, chunking) => (isBootModule(id, chunking) && id !== INDEX_HTML && id !== BOOT ? 'boot' : null),
    priority: 2,
  },
  {
    name: (id, chunking) => (isBootModule(id, chunking) || id === ENTRY_CLIENT ? null : 'app'),
    tags: ['$initial'],
    priority: 1,
  },
];

/**
 * Two builds (see package.json): the browser's (`dist/`, with the manifest the server reads to link a lazy
 * page's chunk and CSS) and the server's (`vite build --ssr`, `dist/server/entry-server.js`, which the API
 * imports to render public pages).
 */
/** index.html's theme-color is the site's colour from packages/contracts, not a copy of it. */
const brandColorInHtml: Plugin = {
  name: 'folio-brand-color',
  transformIndexHtml: (html) => html.replaceAll('%BRAND_COLOR%', BRAND_COLOR),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), compileCatalogues]
    : [
        react(),
        compileCatalogues,
        brandColorInHtml,
        treeShakeReactRouter,
        // Brotli (quality 11) and gzip (level 9) copies of the static files beside them, once at build time; the
        // server sends them as they are (@fastify/static preCompressed). HTML is rendered per request instead.
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
          threshold: 1024,
        }),
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
        rolldownOptions: {
          input: { index: INDEX_HTML, 'entry-client': ENTRY_CLIENT },
          output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } },
        },
        // Uppy's chunk is large by nature and only loads where the owner uploads.
        chunkSizeWarningLimit: 700,
      },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/objects': { target: API_ORIGIN, changeOrigin: false },
      // Drawn by the API from the owner's brand (apps/api/src/domains/site/site-icons.ts).
      '/icon.svg': { target: API_ORIGIN, changeOrigin: false },
    },
  },
}));
