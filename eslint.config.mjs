// Lint for the whole monorepo, with the boundary rules of ARCHITECTURE.md and STYLE.md:
// no remote imports another remote, SQL only in the server's repositories (and its db infrastructure),
// services free of Fastify and database drivers.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-marketing', 'mfe-onboarding', 'mfe-studio', 'mfe-commerce', 'mfe-admin'];

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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '.nx/**'] },
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
    files: ['shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'api-client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: [...REMOTES, ...REMOTES.map((r) => `**/${r}/**`)], message: 'Remotes are loaded at run time, never imported.' }],
      }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.repository.ts', 'server/src/infra/db/**', 'server/src/infra/jobs/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: SQL_MODULES.map((name) => ({ name, message: 'SQL lives in repositories (*.repository.ts) and src/infra/db only.' })),
      }],
    },
  },
  {
    files: ['server/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [...SQL_MODULES, 'fastify'].map((name) => ({ name, message: 'Services hold rules only: no SQL, no Fastify.' })),
      }],
    },
  },
);
