import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint of the portal's TypeScript (npm run lint, and in CI): typescript-eslint's
 * recommended rules, React's hooks rules, and the architecture's boundaries as
 * import rules, so a layer that reaches into another fails the build:
 * - browser code, and the contract it shares with the service, never import the server
 *   (src/api-client/boundaries.test.ts also follows chains of imports);
 * - the domain rules import neither React nor I/O;
 * - the mock shares with the service only what lives in src/domain or src/api-contract;
 * - the map data and projection libraries stay at build time.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Code that runs in the browser, and the contract it shares with the service. */
const BROWSER = ['blocks/**', 'src/support/**', 'src/shop/**', 'src/shell/**', 'src/api-client/**', 'src/stores/**', 'src/overlays/**', 'src/analytics/**', 'src/api-contract/**', 'src/forms/**', 'src/shop-finder/client/**'];

const serverImports = {
  group: ['**/src/server/**', '**/server/**', '../server/*', '../../server/*'],
  message: 'Browser code must not import the server (src/server): share what both need through src/domain or src/api-contract.',
};

/** The shop finder's map data and projection: drawn at build (src/shop-finder/map/draw-poland.ts), never bundled for pages or the browser. */
const buildTimeMap = {
  group: ['world-atlas', 'world-atlas/*', 'd3-geo', 'topojson-client'],
  message: 'The map of Poland is drawn at build time (src/shop-finder/map): pages import virtual:poland-map, plain data.',
};

export default tseslint.config(
  { basePath: root },
  {
    ignores: [
      'dist/**',
      // Databases and sites built beside dist/ (PORTAL_DIST_DIR), the editors' test's among them.
      '.data/**',
      '.astro/**',
      'node_modules/**',
      'src/registry/generated/**',
      'coverage/**',
      'bench-results/**',
      'test-results/**',
      'playwright-report/**',
      'public/**',
      // A fake build output the bench's tests read.
      'scripts/bench/fixtures/**',
      // The editors' CMS: a Next/Payload app with its own dependencies, type check and tests.
      'cms/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // The portal refuses control characters in free text, URLs and paths on purpose: its patterns name them.
      'no-control-regex': 'off',
      // A leading underscore marks what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Components and hooks; test helpers named use… register test hooks, not React ones.
    files: ['**/*.tsx', 'blocks/**/*.ts', 'src/shop/**/*.ts', 'src/api-client/**/*.ts', 'src/registry/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-support.ts', '**/test-support.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: BROWSER,
    // Tests run in Node and may hold the client beside the service (the mock's parity test does).
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, buildTimeMap] }] },
  },
  {
    // The forms' definitions are pure rules too, shared by the server, the modals and the form blocks' script.
    files: ['src/domain/**', 'src/forms/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'nanostores', '@nanostores/*'], message: 'Domain rules are plain TypeScript: no React, no stores.' },
            { group: ['node:*', 'fs', 'fs/*', 'http', 'https', 'net', 'child_process', 'pg', '@electric-sql/*', 'graphql-request', 'msw', 'msw/*'], message: 'Domain rules do no I/O.' },
            { group: ['**/src/server/**', '**/server/**', '**/api-client/**', '**/stores/**', '**/shop/**', '**/shell/**'], message: 'Domain rules depend on nothing but other domain rules and the contract’s types.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Domain rules do no I/O.' },
        { name: 'XMLHttpRequest', message: 'Domain rules do no I/O.' },
        { name: 'localStorage', message: 'Domain rules do no I/O.' },
        { name: 'sessionStorage', message: 'Domain rules do no I/O.' },
        { name: 'document', message: 'Domain rules do not touch the page.' },
      ],
    },
  },
);
