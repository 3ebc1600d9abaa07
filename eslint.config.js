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

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Everything in src/ and blocks/ is browser code, or shared with it, except the
 * folders that run only on the server or at build time: a new folder is covered
 * without being listed.
 */
const BROWSER = ['blocks/**', 'src/**'];
const SERVER_SIDE = ['src/server/**', 'src/shop-finder/map/**'];

const serverMessage = 'Browser code must not import the server (src/server): share what both need through src/domain or src/api-contract.';
const serverImports = { group: ['**/src/server/**', '**/server/**', '../server/*', '../../server/*'], message: serverMessage };
// A pattern group is gitignore syntax, where a leading # starts a comment: the names go by regular expression.
const serverByName = { regex: '^#server/', message: serverMessage };

/** The shop finder's map data and projection: drawn at build (src/shop-finder/map/draw-poland.ts), never bundled for pages or the browser. */
const buildTimeMap = {
  group: ['world-atlas', 'world-atlas/*', 'd3-geo', 'topojson-client'],
  message: 'The map of Poland is drawn at build time (src/shop-finder/map): pages import virtual:poland-map, plain data.',
};

/** The area of a file: a folder of src/, or a top-level folder (blocks/, scripts/, tests/…); '.' for the root's own files. */
function areaOf(file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  return parts.length > 1 ? parts[0] : '.';
}

/**
 * Imports by name: a relative import stays inside its area; anything in another
 * area is imported by its name, `#area/…` (package.json "imports"), so moving a
 * folder does not mean editing every file that climbs to it. The root's own
 * files (astro.config.mjs…) have no area to name.
 */
const importsByName = {
  meta: {
    type: 'problem',
    messages: { leaves: 'Import {{target}} by its name (#…, package.json "imports"): a relative import stays inside its area ({{area}}).' },
  },
  create(context) {
    const here = areaOf(context.filename);
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('../')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const there = areaOf(target);
      if (there !== here && there !== '.') context.report({ node, messageId: 'leaves', data: { target: path.relative(root, target), area: here } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const domainOnly = 'Domain rules depend on nothing but other domain rules and the contract’s types.';

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
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { portal: { rules: { 'imports-by-name': importsByName } } },
    rules: { 'portal/imports-by-name': 'error' },
  },
  {
    // Components and hooks; test helpers named use… register test hooks, not React ones.
    files: ['**/*.tsx', 'blocks/**/*.ts', 'src/shop/**/*.ts', 'src/api-client/**/*.ts', 'src/registry/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: BROWSER,
    // Tests run in Node and may hold the client beside the service (the mock's parity test does).
    ignores: [...SERVER_SIDE, '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImports, serverByName, buildTimeMap] }] },
  },
  {
    // The forms' definitions are pure rules too, shared by the server, the modals and the form blocks' script.
    files: ['src/domain/**', 'src/forms/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'nanostores', '@nanostores/*'],
              message: 'Domain rules are plain TypeScript: no React, no stores.',
            },
            {
              group: ['node:*', 'fs', 'fs/*', 'http', 'https', 'net', 'child_process', 'pg', '@electric-sql/*', 'graphql-request', 'msw', 'msw/*'],
              message: 'Domain rules do no I/O.',
            },
            { group: ['**/src/server/**', '**/server/**', '**/api-client/**', '**/stores/**', '**/shop/**', '**/shell/**'], message: domainOnly },
            { regex: '^#(server|api-client|stores|shop|shell)/', message: domainOnly },
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
