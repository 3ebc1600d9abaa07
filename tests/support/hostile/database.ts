import type { Database } from '#server/db/index.ts';

/** The database a refused call must leave alone: snapshots of every row, and a journal of committed changes. */

/** Where the change journal below records committed row changes (itself not watched). */
const JOURNAL_TABLE = 'hostile_change_journal';
/**
 * Not the calls' state: migration bookkeeping, counters that count refused
 * attempts on purpose, the caches' versions (counted up by triggers with the
 * watched rows they follow, even by an update that changes no value), the journal.
 */
const IGNORED_TABLES: ReadonlySet<string> = new Set(['schema_migrations', 'rate_limit_buckets', 'cache_versions', JOURNAL_TABLE]);
/** Activity bookkeeping any call may touch. */
const IGNORED_COLUMNS: Readonly<Record<string, ReadonlySet<string>>> = { sessions: new Set(['last_seen_at', 'expires_at']) };

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

interface WatchedTable {
  table: string;
  columns: string[];
}

const tablesByDatabase = new WeakMap<Database, Promise<WatchedTable[]>>();

/** Tables of the current schema with the columns a snapshot covers (read once per database: migrations are done by then). */
function watchedTables(db: Database): Promise<WatchedTable[]> {
  let tables = tablesByDatabase.get(db);
  if (!tables) {
    tables = db
      .query<{ table: string; column: string }>(
        `SELECT c.relname AS table, a.attname AS column
           FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
          ORDER BY c.relname, a.attnum`,
      )
      .then(({ rows }) => {
        const columns = new Map<string, string[]>();
        for (const { table, column } of rows) {
          if (IGNORED_TABLES.has(table) || IGNORED_COLUMNS[table]?.has(column)) continue;
          columns.set(table, [...(columns.get(table) ?? []), column]);
        }
        return [...columns].map(([table, list]) => ({ table, columns: list }));
      });
    tablesByDatabase.set(db, tables);
  }
  return tables;
}

/**
 * Every row of every table (but migrations, rate-limit counters and the
 * sessions' last-seen and expiry times), each table's rows in a stable order,
 * read in one query: equal snapshots mean nothing was changed.
 */
export async function databaseSnapshot(db: Database): Promise<Record<string, unknown[]>> {
  const tables = await watchedTables(db);
  const { rows } = await db.query<{ name: string; rows: unknown[] }>(
    tables
      .map(
        ({ table, columns }) =>
          `SELECT ${literal(table)} AS name, (SELECT coalesce(json_agg(r ORDER BY r::text), '[]'::json) FROM (SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)}) AS r) AS rows`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}

export interface ChangeJournal {
  /** Tables with committed row changes since the last call, and a fresh start. */
  take(): Promise<string[]>;
}

const journals = new WeakMap<Database, Promise<ChangeJournal>>();

/**
 * A journal of committed row changes, fed by triggers on every watched table
 * (updates only when a watched column really changes): a row is written with
 * the change, so a rolled-back change leaves none. Reading it after each
 * request costs one small query, where digesting every table would cost tens
 * of milliseconds. Installed once per database (tests only).
 */
export function changeJournal(db: Database): Promise<ChangeJournal> {
  let journal = journals.get(db);
  if (!journal) {
    journal = (async () => {
      const [{ schema }] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows as [{ schema: string }];
      const journalTable = `${quote(schema)}.${quote(JOURNAL_TABLE)}`;
      const note = `${quote(schema)}.hostile_note_change`;
      const statements = [
        `CREATE TABLE ${journalTable} (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, table_name text NOT NULL)`,
        `CREATE FUNCTION ${note}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ${journalTable} (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
      ];
      for (const { table, columns } of await watchedTables(db)) {
        const target = `${quote(schema)}.${quote(table)}`;
        const row = (alias: string) => `(${columns.map((column) => `${alias}.${quote(column)}::text`).join(', ')}, NULL::text)`;
        statements.push(
          `CREATE TRIGGER hostile_journal_write AFTER INSERT OR DELETE ON ${target} FOR EACH ROW EXECUTE FUNCTION ${note}()`,
          `CREATE TRIGGER hostile_journal_update AFTER UPDATE ON ${target} FOR EACH ROW WHEN (${row('OLD')} IS DISTINCT FROM ${row('NEW')}) EXECUTE FUNCTION ${note}()`,
          `CREATE TRIGGER hostile_journal_truncate AFTER TRUNCATE ON ${target} FOR EACH STATEMENT EXECUTE FUNCTION ${note}()`,
        );
      }
      await db.exec(statements.map((statement) => `${statement};`).join('\n'));
      // Read past the last id seen, never cleared: a read is the cheaper query.
      let seen = 0;
      return {
        async take() {
          const { rows } = await db.query<{ id: number; table_name: string }>(`SELECT id, table_name FROM ${journalTable} WHERE id > $1`, [seen]);
          seen = Math.max(seen, ...rows.map((row) => row.id));
          return [...new Set(rows.map((row) => row.table_name))].sort();
        },
      };
    })();
    journals.set(db, journal);
  }
  return journal;
}
