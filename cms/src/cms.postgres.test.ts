// The CMS on PostgreSQL (CMS_DATABASE_URL): the committed migrations build a
// fresh database, the seed goes in, and the portal's loader gets the same
// content as from the embedded seed. Runs when CMS_TEST_DATABASE_URL or
// TEST_DATABASE_URL names a server (`.ci/run` sets the latter); a database of
// its own is created there and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeed } from '../../src/content-system/seed-reader.ts';
import { loadContent } from '../../src/content-loader/load-content.ts';
import { migrationDir } from './cms.ts';
import { prepareCms, type PrepareReport } from './runtime/prepare.ts';
import { asRendered, quiet, serveContract, startCms, type Served, type TestCms } from './testing/cms.ts';

const serverUrl = process.env.CMS_TEST_DATABASE_URL || process.env.TEST_DATABASE_URL;
const database = `cms_test_${randomBytes(4).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('the CMS on PostgreSQL', () => {
  let cms: TestCms;
  let contract: Served;
  let report: PrepareReport;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    cms = await startCms({ databaseUrl: url.toString() });
    report = await prepareCms(cms.payload, cms.cms, { seed: () => readSeed() });
    contract = await serveContract(cms, { quietMs: 0 });
  });

  afterAll(async () => {
    await contract?.close();
    await cms?.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('builds the database with the committed migrations and imports the seed', async () => {
    expect(report.schema.kind).toBe('postgres');
    expect(report.seeded?.pages).toBeGreaterThan(80);
    const migrations = await cms.payload.find({ collection: 'payload-migrations', depth: 0 });
    // Every committed migration ran, the initial one first.
    const committed = readdirSync(migrationDir)
      .filter((file) => /^\d{8}_\d{6}_\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(committed[0]).toMatch(/^\d{8}_\d{6}_initial$/);
    expect(migrations.docs.map((m) => m.name).sort()).toEqual(committed);
    expect((await prepareCms(cms.payload, cms.cms, { seed: () => readSeed() })).seeded).toBeNull();
  });

  it('gives the portal’s loader the same content as the embedded seed', async () => {
    const fromCms = await loadContent({ ...quiet, retries: 0, endpoint: { url: contract.url } });
    const fromSeed = await loadContent({ ...quiet, env: {}, embedded: { extraHelpArticles: 0 } });
    expect(asRendered(fromCms)).toEqual(asRendered(fromSeed));
  });
});
