// The import rules of docs/ARCHITECTURE.md ("Import rules"), checked by `npm run lint`
// (`depcruise apps packages e2e`). A violation prints the rule's name, its comment and the import at
// fault. `npx depcruise apps packages e2e --output-type err-long` shows the comments in full.

/** Test code: test files and test folders (test support lives in the test folder of each app, never under src). */
const TEST_FILE = '\\.test\\.tsx?$';
const TEST_FOLDER = '^(apps|packages)/[^/]+/test/|^e2e/';
/** Packages only the tests use (devDependencies that must never reach production code). */
const TEST_PACKAGES =
  '(^|node_modules/)(vitest|@vitest|fast-check|@testing-library|jsdom|@playwright|smtp-server|mailparser|@axe-core|openapi-fetch|openapi-typescript|@redocly)(/|$)';
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Dependencies go one way: a cycle means two parts cannot be understood (or changed) apart.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'production-imports-no-test-code',
      severity: 'error',
      comment:
        'Nothing under apps/*/src or packages/*/src imports a test folder, a test file or test ' +
        'support: test code never ships. Put shared test helpers under the test folder of the app ' +
        '(apps/server/test/support, apps/web/test).',
      from: {
        path: '^(apps|packages)/[^/]+/src/',
        pathNot: TEST_FILE,
      },
      to: { path: [TEST_FOLDER, TEST_FILE] },
    },
    {
      name: 'production-imports-no-test-package',
      severity: 'error',
      comment:
        'Production code imports a test-only package (vitest, fast-check, Testing Library, smtp-server…): ' +
        'it is not installed where the product runs.',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: TEST_FILE },
      to: { path: TEST_PACKAGES },
    },
    {
      name: 'packages-import-no-app',
      severity: 'error',
      comment: 'apps → packages, never the reverse: packages/* are shared by every app and know none.',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'apps-import-no-other-app',
      severity: 'error',
      comment: 'An app does not import another app; what they share lives in packages/*.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-components-lib-are-the-bottom',
      severity: 'error',
      comment: 'Web: components/ and lib/ are used by features, routes and app, and import none of them.',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|routes|app)/` },
    },
    {
      name: 'web-features-import-no-route-or-app',
      severity: 'error',
      comment: 'Web: components/lib → features → routes → app. A feature imports no route and not the app.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(routes|app)/` },
    },
    {
      name: 'web-features-are-independent',
      severity: 'error',
      comment:
        'Web: a feature does not import another feature. Move what both need to components/ or lib/, ' +
        'or compose the two features in the route.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-routes-import-no-app',
      severity: 'error',
      comment: 'Web: routes are composed by app/ (router, guard, shell) and do not import it.',
      from: { path: `${WEB}routes/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'server-nothing-imports-the-app',
      severity: 'error',
      comment:
        'Server: app.ts and main.ts compose everything; modules and infrastructure never reach back ' +
        'into them (take what you need as a dependency or a Fastify decoration).',
      from: { path: SERVER, pathNot: [`${SERVER}(app|main)\\.ts$`, TEST_FILE] },
      to: { path: `${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'server-infrastructure-knows-no-module',
      severity: 'error',
      comment:
        'Server: db/, auth/, http/, lib/ and web/ know no module; a module uses them. Pass a module’s ' +
        'function in from app.ts (as authenticate gets ensureUser) or compose at the top (prepare-database.ts).',
      from: { path: `${SERVER}(db|auth|http|lib|web)/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}(modules|reminders)/` },
    },
    {
      name: 'server-module-uses-other-modules-through-their-service',
      severity: 'error',
      comment: 'Server: a module calls another module’s service, never its repository.',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}modules/[^/]+/repository\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/(dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    combinedDependencies: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
