/**
 * The API's import structure (run by `pnpm lint`): no file imports one that imports it back, and no folder
 * imports one that imports it back, type-only imports included. Tests and their helpers are left out: they
 * import the app they test (src/test builds it), which is how tests are meant to depend on it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-files',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      scope: 'folder',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.ts$', '^src/test/', '-test-kit\\.ts$', '-test-helpers\\.ts$', 'test-beacons\\.ts$'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
