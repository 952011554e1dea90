/**
 * The web app's layers (run by `pnpm lint`): lib (hooks and helpers) below components below pages, with app/
 * (the shell, the route table, the providers) on top. A page never reaches into another page: what two pages
 * share is a component. (That the API is imported for its types only is eslint's rule: see eslint.config.js.)
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    { name: 'no-circular-files', severity: 'error', from: {}, to: { circular: true } },
    { name: 'no-circular-folders', scope: 'folder', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'lib-below-components',
      comment: 'src/lib holds hooks and helpers that know no component, page or the app shell.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(components|pages|app)/' },
    },
    {
      name: 'components-below-pages',
      comment: 'A component is used by pages; it never imports one, nor the app shell.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(pages|app)/' },
    },
    {
      name: 'no-page-into-another-page',
      comment: 'What two pages share belongs in src/components (or src/lib).',
      severity: 'error',
      from: { path: '^src/pages/([^/]+)/' },
      to: { path: '^src/pages/', pathNot: '^src/pages/$1/' },
    },
    {
      name: 'pages-below-app',
      comment: 'Pages are composed by the app shell, never the other way round.',
      severity: 'error',
      from: { path: '^src/pages/' },
      to: { path: '^src/app/' },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.tsx?$', '^e2e/'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
  },
};
