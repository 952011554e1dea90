/**
 * The API's import structure (run by `pnpm lint`): no file or folder imports one that imports it back (type-only
 * imports included), and the layers hold: lib is a leaf; subsystems that serve several domains (storage, mail,
 * markdown, images, rate-limits, visibility, trpc) sit below the domains (src/domains/<domain>, each one folder)
 * and never import one; plugins are assembled by app.ts only; a domain is used from outside through its index.ts. Tests and their helpers are left out: they
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
      name: 'subsystems-below-domains',
      comment:
        'Subsystems (storage, mail, markdown, images, rate-limits, visibility, trpc, lib) serve the domains and never import one: work a domain must do for a subsystem (after a restore, say) is handed to it by that domain or by the code that assembles them.',
      severity: 'error',
      from: { path: '^src/(storage|mail|markdown|images|rate-limits|visibility|trpc|lib)/' },
      to: { path: '^src/domains/' },
    },
    {
      name: 'no-domain-into-another-domains-internals',
      comment: 'A domain (src/domains/<domain>) is used from outside through its index.ts only.',
      severity: 'error',
      from: { path: '^src/domains/([^/]+)/' },
      to: { path: '^src/domains/[^/]+/', pathNot: ['^src/domains/$1/', '^src/domains/[^/]+/index\\.ts$'] },
    },
    {
      name: 'nothing-outside-a-domain-into-its-internals',
      comment: 'Plugins, subsystems and CLIs use a domain through its index.ts only.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/domains/' },
      to: { path: '^src/domains/[^/]+/', pathNot: '^src/domains/[^/]+/index\\.ts$' },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.ts$', '^src/test/', '-test-kit\\.ts$', '-test-helpers\\.ts$', 'test-beacons\\.ts$'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
