// Making sure the database has the schema the configuration needs, before the
// server starts (production mode never pushes a schema itself):
// - the embedded SQLite database gets the schema pushed (drizzle-kit's push,
//   as Payload does in development), refusing a change that would lose data
//   unless CMS_ACCEPT_DATA_LOSS=1, after copying the database file aside;
// - PostgreSQL runs the committed migrations (src/migrations) not yet run.
import { copyFile } from 'node:fs/promises';
import type { Payload } from 'payload';
import { migrations } from '../migrations/index.ts';

export type SchemaReport = { kind: 'sqlite' | 'postgres'; statements: number; warnings: string[] };

type DrizzleAdapter = {
  name: string;
  schema: Record<string, unknown>;
  drizzle: unknown;
  requireDrizzleKit(): {
    pushSchema(
      schema: Record<string, unknown>,
      drizzle: unknown,
    ): Promise<{
      hasDataLoss: boolean;
      warnings: string[];
      statementsToExecute: string[];
      apply(): Promise<void>;
    }>;
  };
  migrate(args?: { migrations?: unknown[] }): Promise<void>;
};

export async function ensureSchema(
  payload: Payload,
  options: { sqliteFile?: string; acceptDataLoss?: boolean; log?: (line: string) => void } = {},
): Promise<SchemaReport> {
  const adapter = payload.db as unknown as DrizzleAdapter;
  const log = options.log ?? (() => {});
  if (adapter.name === 'postgres') {
    await adapter.migrate({ migrations: migrations as unknown[] });
    return { kind: 'postgres', statements: 0, warnings: [] };
  }
  const { pushSchema } = adapter.requireDrizzleKit();
  const { hasDataLoss, warnings, statementsToExecute, apply } = await pushSchema(adapter.schema, adapter.drizzle);
  if (hasDataLoss) {
    const message = `The database schema change would lose data:\n  ${warnings.join('\n  ')}`;
    if (!options.acceptDataLoss)
      throw new Error(
        `${message}\nNothing was changed. Check the registry change (a removed or renamed field of the page, the site settings or a list entity), ` +
          'then start again with CMS_ACCEPT_DATA_LOSS=1 to apply it (the database file is copied aside first).',
      );
    if (options.sqliteFile) {
      const backup = `${options.sqliteFile}.before-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await copyFile(options.sqliteFile, backup);
      log(`Database copied to ${backup} before a change that loses data`);
    }
  }
  if (statementsToExecute.length) {
    await apply();
    log(`Database schema updated (${statementsToExecute.length} statements)`);
  }
  return { kind: 'sqlite', statements: statementsToExecute.length, warnings };
}
