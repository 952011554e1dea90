/**
 * The API's import structure (run by `pnpm lint`): no file or folder imports one that imports it back (type-only
 * imports included), and the layers hold: lib is a leaf; services (storage, mail) sit below subsystems
 * (auth, backups, site, analytics) and domains (routers/<domain>); plugins are assembled by app.ts only; a
 * domain is used from outside through its index.ts. Tests and their helpers are left out: they
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
    {
      name: 'lib-is-a-leaf',
      comment: 'src/lib holds small helpers that know nothing of the app: they import packages and each other only.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
    {
      name: 'only-the-server-builds-the-app',
      comment: 'app.ts assembles the plugins and server.ts starts it; nothing else imports them.',
      severity: 'error',
      from: { pathNot: '^src/server\\.ts$' },
      to: { path: '^src/(app|server)\\.ts$' },
    },
    {
      name: 'plugins-are-assembled-by-the-app',
      comment:
        'Services, subsystems and domains never import src/plugins: what a plugin provides reaches them through the context.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(plugins/|app\\.ts$)' },
      to: { path: '^src/plugins/' },
    },
    {
      name: 'services-below-domains',
      comment: 'Services (storage, mail, lib) are used by domains and subsystems, never the other way round.',
      severity: 'error',
      from: { path: '^src/(storage|mail|lib)/' },
      to: { path: '^src/(routers|auth|backups|site|analytics|visibility)/' },
    },
    {
      name: 'no-domain-into-another-domains-internals',
      comment: 'A domain (src/routers/<domain>) is used from outside through its index.ts only.',
      severity: 'error',
      from: { path: '^src/routers/([^/]+)/' },
      to: { path: '^src/routers/[^/]+/', pathNot: ['^src/routers/$1/', '^src/routers/[^/]+/index\\.ts$'] },
    },
    {
      name: 'nothing-outside-a-domain-into-its-internals',
      comment: 'Plugins, subsystems and CLIs use a domain through its index.ts only.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/routers/' },
      to: { path: '^src/routers/[^/]+/', pathNot: '^src/routers/[^/]+/index\\.ts$' },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.ts$', '^src/test/', '-test-kit\\.ts$', '-test-helpers\\.ts$', 'test-beacons\\.ts$'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
