// What runs before the server starts: the schema, the seed when the database
// is empty, and the accounts. Used by the start command and by the tests.
import path from 'node:path';
import type { Payload } from 'payload';
import type { RawContent } from '../../../src/content-system/seed-reader.ts';
import type { Cms } from '../cms.ts';
import { ensureSchema, type SchemaReport } from '../database/schema.ts';
import { createRichText } from '../rich-text/from-html.ts';
import { ensureAccount, type Account, type AccountResult } from '../seed/accounts.ts';
import { importSeed, isContentEmpty, type ImportReport } from '../seed/import-seed.ts';

export type PrepareOptions = {
  /** The content imported into an empty database (default: none). */
  seed?: () => Promise<RawContent>;
  accounts?: Account[];
  acceptDataLoss?: boolean;
  log?: (line: string) => void;
};

export type PrepareReport = { schema: SchemaReport; seeded: ImportReport | null; accounts: AccountResult[] };

export async function prepareCms(payload: Payload, cms: Cms, options: PrepareOptions = {}): Promise<PrepareReport> {
  const log = options.log ?? (() => {});
  const schema = await ensureSchema(payload, {
    sqliteFile: cms.options.databaseUrl ? undefined : (cms.options.sqliteFile ?? path.join(cms.options.dataDir, 'cms.db')),
    acceptDataLoss: options.acceptDataLoss,
    log,
  });
  let seeded: ImportReport | null = null;
  if (options.seed && (await isContentEmpty(payload, cms.model))) {
    log('The database is empty: importing the repository seed…');
    const richText = await createRichText(await cms.config);
    seeded = await importSeed(payload, cms.model, await options.seed(), richText);
    log(`Imported ${seeded.pages} pages and ${Object.values(seeded.entries).reduce((a, b) => a + b, 0)} list entries, all published`);
  }
  const accounts: AccountResult[] = [];
  for (const account of options.accounts ?? []) accounts.push(await ensureAccount(payload, account));
  return { schema, seeded, accounts };
}
