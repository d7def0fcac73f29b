// Lint for the whole monorepo, with the project's boundary rules:
// no remote imports another remote, inside a remote no feature imports a sibling feature, SQL only in the
// server's repositories (and its db infrastructure), vendor SDKs only in the server's adapters, services
// free of Fastify and database drivers.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.mjs';
import serverBoundaries from './eslint-rules/server-boundaries.mjs';
import testDatabases from './eslint-rules/test-databases.mjs';

const REMOTES = ['mfe-marketing', 'mfe-onboarding', 'mfe-studio', 'mfe-commerce', 'mfe-admin'];

// bcrypt (31 KB) loads with the first password a browser sends, not with every page that calls the API.
const LAZY_PREHASH = { name: 'api-client/prehash', message: "The browser pre-hashes with prehashLazily from 'api-client' (bcrypt loads with the first password)." };

const remoteBoundary = (self) => ({
  files: [`${self}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{
        group: [...REMOTES.filter((r) => r !== self), ...REMOTES.filter((r) => r !== self).map((r) => `**/${r}/**`), 'shell', '**/shell/**'],
        message: 'A remote never imports another remote (or the shell): share code through shared-ui or api-client.',
      }],
    }],
  },
});

const SQL_MODULES = ['kysely', 'pg', '@electric-sql/pglite', 'kysely-pglite-dialect'];

// Where the server may write SQL: repositories (every infra one included: jobs, mail, rate limits) and the
// database layer itself (connection, migrations, transactions, health ping). Tests and benches may too.
const SQL_FILES = ['server/src/**/*.repository.ts', 'server/src/infra/db/**'];
const SQL_MESSAGE = 'SQL lives in repositories (*.repository.ts) and src/infra/db only: add a repository method.';
const SQL_BUILDER_CALLS = [
  { selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]', message: SQL_MESSAGE },
  {
    // Kysely's db.transaction() / db.connection() take no argument (a service's `transaction(work)` does).
    selector: 'CallExpression[callee.property.name=/^(transaction|connection)$/][arguments.length=0]',
    message: 'Transactions begin in src/infra/db/transaction.ts: take a `Transaction` (createTransaction(db)) from the wiring.',
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_MESSAGE },
  { selector: "CallExpression[callee.object.name='sql']", message: SQL_MESSAGE },
];

// Vendor SDKs are wrapped by one adapter each, which returns our own types, so services never see an SDK.
const VENDOR_SDKS = /^(stripe|replicate|sharp|jszip|nodemailer|jose|@vladmandic\/(human|face-api)|@tensorflow\/[^/]+)(\/.*)?$/;
const ADAPTER_FILES = ['server/src/**/*.{provider,engine,client,transport,adapter,verifier}.ts'];
// Where Fastify may be imported: HTTP files by name in any folder, the http/ layer, the entry points.
const FASTIFY_FILES = ['server/src/**/*.{routes,http}.ts', 'server/src/http/**', 'server/src/app.ts', 'server/src/main.ts',
  'server/src/composition/routes.ts', 'server/src/kernel/logger.ts'];

// Infrastructure folders that exist to wrap a vendor: every file in them may speak its SDK.
const VENDOR_FOLDERS = ['replicate', 'photo', 'zip', 'segmentation', 'upscaling', 'id-photo'].map((name) => `server/src/infra/${name}/**`);
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '.nx/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  { files: ['**/*.{js,cjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ...REMOTES.map(remoteBoundary),
  {
    // Its own rule name, so it adds to the no-restricted-imports boundaries above instead of replacing them.
    files: [...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`), 'shell/src/**/*.{ts,tsx}'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/no-cross-feature-imports': 'error' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'api-client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: [...REMOTES, ...REMOTES.map((r) => `**/${r}/**`)], message: 'Remotes are loaded at run time, never imported.' }],
      }],
    },
  },
  {
    files: [...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`), 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [LAZY_PREHASH] }] },
  },
  {
    // The first load of every page runs the shell and the marketing remote, so they take only the start-up
    // entries of the shared packages; the full ones (zod schemas, form fields, image viewer) load with the
    // pages that use them (docs/frontends.md#first-load). Its own rule name, like the feature boundaries.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-marketing/src/**/*.{ts,tsx}', 'shared-ui/src/start-up.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          { name: 'shared-ui', allowTypeImports: true, message: "First-load code imports 'shared-ui/start-up' (add what it needs there)." },
          { name: 'api-client', allowTypeImports: true, message: "First-load code imports 'api-client/runtime' (add what it needs there)." },
          LAZY_PREHASH,
        ],
      }],
    },
  },
  {
    files: ['server/src/**/*.{ts,mts,js,mjs}'],
    ignores: SQL_FILES,
    rules: {
      'no-restricted-imports': ['error', {
        paths: SQL_MODULES.map((name) => ({ name, message: SQL_MESSAGE })),
      }],
      // The query builder reaches a file through a `db` parameter too, with no import to catch.
      'no-restricted-syntax': ['error', ...SQL_BUILDER_CALLS],
    },
  },
  {
    // Its own rule name (the typescript-eslint twin), so it adds to the SQL import rule instead of replacing it.
    files: ['server/src/**/*.{ts,mts,js,mjs}'],
    ignores: [...ADAPTER_FILES, ...VENDOR_FOLDERS],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          regex: VENDOR_SDKS.source,
          message: 'Vendor SDKs are imported only by adapters (*.provider.ts, *.engine.ts, *.client.ts, *.transport.ts, *.adapter.ts, *.verifier.ts): wrap the call there and return our own types.',
        }],
      }],
    },
  },
  {
    // The layers and module boundaries (docs/modules.md): its own rule name, like the frontend's.
    files: ['server/src/**/*.{ts,mts}'],
    plugins: { 'server-boundaries': serverBoundaries },
    rules: { 'server-boundaries/no-crossed-boundaries': 'error' },
  },
  {
    // Fastify only where HTTP is spoken: routes, a module's HTTP helpers, the http/ layer and the entry points.
    files: ['server/src/**/*.{ts,mts}'],
    ignores: FASTIFY_FILES,
    plugins: { 'server-boundaries': serverBoundaries },
    rules: { 'server-boundaries/no-fastify': 'error' },
  },
  {
    // Each server test file declares the runs that take it (`// @test-databases pglite [postgres]`, read by
    // deploy/test-all.mjs); one that opens transactions, takes locks, claims jobs or races calls declares
    // postgres (docs/testing.md#which-database).
    files: ['server/test/*.test.ts'],
    plugins: { 'test-databases': { rules: { declared: testDatabases } } },
    rules: { 'test-databases/declared': 'error' },
  },
);
