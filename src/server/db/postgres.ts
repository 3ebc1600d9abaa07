import pg from 'pg';
import { checkSchemaName, createDatabase, transactionAbortedError, type Database, type DriverConnection } from './database.ts';
import { pgTypeParser } from './types.ts';

/** A PostgreSQL server through a node-postgres pool; every transaction holds one pooled connection. */

export const DEFAULT_POOL_SIZE = 10;

export interface PostgresOptions {
  /** Connection string, e.g. postgres://user@host:5432/db. */
  url: string;
  poolSize?: number;
  /** Schema to work in (created by the caller); default: the server's search_path. */
  schema?: string;
  /** Errors of idle pooled connections (a server restart); default: logged. Without a listener they would crash the process. */
  onIdleError?: (error: Error) => void;
}

export function openPostgres(options: PostgresOptions): Database {
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  if (!Number.isInteger(poolSize) || poolSize < 1) throw new Error(`Invalid pool size ${poolSize}: use a whole number of at least 1`);
  // Session settings as connection options: they apply before the first statement on every new connection.
  const settings = ['-c TimeZone=UTC'];
  if (options.schema !== undefined) settings.push(`-c search_path=${checkSchemaName(options.schema)}`);

  const pool = new pg.Pool({
    connectionString: options.url,
    max: poolSize,
    options: settings.join(' '),
    types: { getTypeParser: pgTypeParser },
  });
  pool.on('error', options.onIdleError ?? ((error) => console.error('PostgreSQL: idle connection failed:', error.message)));

  const on = (client: pg.Pool | pg.PoolClient): DriverConnection => ({
    async query(sql, params) {
      const result = await client.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    async exec(sql) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await client.query(sql);
    },
  });

  return createDatabase({
    name: 'postgres',
    ...on(pool),
    async script(sql, params) {
      // Without parameters node-postgres runs a script and answers a result per statement; each pooled connection ends its own transaction.
      const result = (await pool.query(sql, params)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(result) ? result.flatMap((part) => part.rows ?? []) : result.rows };
    },
    async withTransaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        // COMMIT of a transaction in which a statement failed answers ROLLBACK instead of an error.
        const commit = await client.query('COMMIT');
        if (commit.command === 'ROLLBACK') throw transactionAbortedError();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        // A connection whose ROLLBACK failed is in an unknown state: destroy it rather than reuse it.
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
  });
}
