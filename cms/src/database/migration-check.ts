// Whether the committed PostgreSQL migrations (src/migrations) still build the
// schema the current registry needs: the SQL a new migration would hold,
// empty when they do. No database is needed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getPayload } from 'payload';
import { createCms, migrationDir } from '../cms.ts';
import type { Registry } from '../model/registry.ts';

type DrizzleKit = {
  generateDrizzleJson(schema: unknown): Promise<{ version: string }>;
  generateMigration(before: unknown, after: unknown): Promise<string[]>;
  upSnapshot?: (snapshot: unknown) => unknown;
};

let checks = 0;

export async function pendingMigrationStatements(registry?: Registry): Promise<string[]> {
  const cms = createCms(
    {
      dataDir: path.join(migrationDir, '.unused'),
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      secret: 'x',
      previewSecret: 'x',
      portalUrl: 'http://127.0.0.1',
    },
    registry,
    { logLevel: 'fatal' },
  );
  const payload = await getPayload({ config: cms.config, key: `migration-check-${++checks}`, disableDBConnect: true, disableOnInit: true });
  const adapter = payload.db as unknown as { schema: unknown; requireDrizzleKit(): DrizzleKit };
  const kit = adapter.requireDrizzleKit();
  const current = await kit.generateDrizzleJson(adapter.schema);
  const snapshots = readdirSync(migrationDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  let before: { version: string } = JSON.parse('{"version":"0"}');
  if (snapshots.length) before = JSON.parse(readFileSync(path.join(migrationDir, snapshots.at(-1)!), 'utf8'));
  if (kit.upSnapshot && before.version < current.version) before = kit.upSnapshot(before) as { version: string };
  return snapshots.length ? kit.generateMigration(before, current) : ['-- no migration committed yet'];
}
