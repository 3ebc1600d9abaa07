import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '#server/db/index.ts';
import { createPglite, wrapPglite } from '#server/db/pglite.ts';
import { openPostgres } from '#server/db/postgres.ts';
import { createScratchDatabase } from '#testing/scratch-database.ts';

/**
 * Vitest global set-up: the database every test file starts from, made once
 * per run instead of once per file or per test.
 * - PGlite: a snapshot of a data folder holding a few migrated schemas; each
 *   file loads it (no initdb) and hands the schemas out, migrating only past them.
 * - PostgreSQL (TEST_DATABASE_URL): a migrated template database; each test
 *   database is `CREATE DATABASE … TEMPLATE` it.
 */

/** The migrated schemas in the PGlite snapshot, handed out by #testing/database.ts. */
export const MIGRATED_SCHEMAS = ['migrated_1', 'migrated_2', 'migrated_3', 'migrated_4'] as const;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

interface Templates {
  snapshot: string;
  postgresTemplate: string | null;
  users: number;
  dispose: () => Promise<void>;
}

/** Made once per run, though each database project (server, fuzz, fault) runs this set-up: the first makes, the last removes. */
const shared = globalThis as typeof globalThis & { portalTestTemplates?: Promise<Templates> };

async function makeTemplates(): Promise<Templates> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-db-'));
  const snapshot = path.join(folder, 'pglite.tar');
  const instance = await createPglite('memory://');
  for (const schema of MIGRATED_SCHEMAS) {
    await instance.exec(`CREATE SCHEMA ${schema}`);
    await migrate(await wrapPglite(instance, { schema, closeInstance: false }));
  }
  fs.writeFileSync(snapshot, Buffer.from(await (await instance.dumpDataDir('none')).arrayBuffer()));
  await instance.close();

  const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
  let dropTemplate = async () => {};
  let postgresTemplate: string | null = null;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, { name: `test_template_${randomBytes(4).toString('hex')}` });
    const db = openPostgres({ url: template.url, poolSize: 1 });
    await migrate(db);
    await db.close();
    dropTemplate = template.drop;
    postgresTemplate = template.name;
  }
  return {
    snapshot,
    postgresTemplate,
    users: 0,
    dispose: async () => {
      await dropTemplate();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await (shared.portalTestTemplates ??= makeTemplates());
  templates.users += 1;
  project.provide('pgliteSnapshot', templates.snapshot);
  project.provide('postgresTemplate', templates.postgresTemplate);
  return async () => {
    templates.users -= 1;
    if (templates.users > 0) return;
    shared.portalTestTemplates = undefined;
    await templates.dispose();
  };
}
