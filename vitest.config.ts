import { getViteConfig } from 'astro/config';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { useCompileCache } from './scripts/compile-cache.ts';

/**
 * The Vitest projects, one per kind of test, each with only the set-up it needs.
 * The file name says the kind:
 * - `x.test.ts`            unit: pure functions and modules, plain Vite, no Astro;
 * - `x.component.test.tsx` component: React islands in jsdom;
 * - `x.component.test.ts`  component: Astro components rendered by the Container API (Astro's Vite config);
 * - `x.server.test.ts`     server: the customer API, its database and its parties, on a migrated database snapshot;
 * - `x.fuzz.test.ts`       fuzz: generated hostile input against the server;
 * - `x.fault.test.ts`      fault: server processes killed, restarted, locked out, or given damaged data.
 * The fault suite runs after the others, on its own, so its server processes have the machine's cores.
 */

const root = new URL('.', import.meta.url).pathname;
// Before the workers start: they and the servers they start inherit it.
useCompileCache();
const where = '{src,blocks,content-schema,scripts,tests}/**/';

/**
 * The test database's migrated snapshot, the test password-hash cost: for every kind that opens a database. These files
 * share their worker's modules (not isolated): each would otherwise load the whole server and a database snapshot anew,
 * which was half of their time. They keep no state in modules, each opens its database and app and closes them.
 */
const database = {
  globalSetup: ['tests/setup/database-template.ts'],
  env: { IDENTITY_SCRYPT_LOG2_N: '10' },
  isolate: false,
};

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'unit',
      environment: 'node',
      // Unit files share their worker's modules too: a fresh worker per file was half of their time.
      isolate: false,
      include: [`${where}*.test.ts`],
      exclude: [`**/*.{component,server,fuzz,fault}.test.ts`, '**/node_modules/**'],
    },
  },
  {
    test: {
      name: 'component',
      environment: 'jsdom',
      include: [`{src,blocks}/**/*.component.test.tsx`],
      setupFiles: ['tests/support/dom-setup.ts'],
    },
  },
  async (env) => {
    const astro = await getViteConfig({}, { devToolbar: { enabled: false } })(env);
    return { ...astro, test: { name: 'astro', environment: 'node', include: [`${where}*.component.test.ts`] } };
  },
  { test: { name: 'server', environment: 'node', include: [`${where}*.server.test.ts`], ...database } },
  { test: { name: 'fuzz', environment: 'node', include: [`${where}*.fuzz.test.ts`], ...database } },
  {
    test: {
      name: 'fault',
      environment: 'node',
      include: [`${where}*.fault.test.ts`],
      ...database,
      sequence: { groupOrder: 1 },
      // Files whose tests each start servers on data of their own run them two at a time (describe.concurrent): most of a
      // start is one process waiting on another, and the suite's longest file would otherwise end on one busy core.
      maxConcurrency: 2,
    },
  },
];

export default defineConfig({
  test: {
    root,
    projects,
    // Vitest's default is one worker fewer than the cores: one, on the two-core machines. Most files wait on a database or a
    // server much of the time, so two keep both cores busy.
    maxWorkers: 2,
  },
});
