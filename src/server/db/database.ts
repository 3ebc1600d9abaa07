import { AsyncLocalStorage } from 'node:async_hooks';
import { normaliseParams } from './types.ts';

/**
 * The customer API's view of its database, the same for embedded PGlite and a
 * PostgreSQL server. SQL is PostgreSQL with `$1, $2…` parameters; values map
 * as described in types.ts.
 *
 * Inside a transaction callback every call on the database (`db.query`,
 * `db.transaction`) joins that transaction, so helpers that take `db` compose
 * into one atomic unit; a nested `transaction` simply reuses the outer one.
 * Without this PGlite would deadlock (its single connection is held by the
 * transaction) and PostgreSQL would silently run the call outside it.
 */

export type DriverName = 'pglite' | 'postgres';

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned by a SELECT, or rows changed by INSERT/UPDATE/DELETE. */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations, fixtures). */
  exec(sql: string): Promise<void>;
}

export interface Transaction extends Queryable {
  transaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
}

export type Unlisten = () => Promise<void>;

export interface Database extends Transaction {
  readonly driver: DriverName;
  /**
   * Embedded PGlite only: notifications (pg_notify) committed by this
   * database, delivered before the committing call returns (see caches/local-versions.ts).
   */
  listen?(channel: string, handler: (payload: string) => void): Promise<Unlisten>;
  /** Whether the caller runs inside a transaction of this database (its reads may see uncommitted changes). */
  readonly inTransaction: boolean;
  /**
   * For a library that brings its own SQL (the forms' job queue, pg-boss): a
   * parameterised statement, or without parameters a script of several
   * statements (its own BEGIN … COMMIT included), with the rows of every
   * statement. Never joins the caller's transaction; a failed script leaves
   * no transaction open behind it.
   */
  script(sql: string, params?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** SQLSTATE codes the service layer reacts to. */
export const SqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  serializationFailure: '40001',
  transactionAborted: '25P02',
} as const;

/** A database error with the driver's details; the statement and its parameters (possibly secrets) are not copied into it. */
export class DatabaseError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;
  readonly detail: string | undefined;

  constructor(
    message: string,
    details: { code?: string; constraint?: string; table?: string; column?: string; detail?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'DatabaseError';
    this.code = details.code;
    this.constraint = details.constraint;
    this.table = details.table;
    this.column = details.column;
    this.detail = details.detail;
  }
}

export function isDatabaseError(error: unknown, code?: string, constraint?: string): error is DatabaseError {
  return (
    error instanceof DatabaseError && (code === undefined || error.code === code) && (constraint === undefined || error.constraint === constraint)
  );
}

export function transactionAbortedError(cause?: unknown): DatabaseError {
  return new DatabaseError('Transaction was rolled back because a statement in it failed', {
    code: SqlState.transactionAborted,
    cause,
  });
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Server-reported errors (both drivers carry `severity` and a SQLSTATE `code`) become DatabaseError; others pass unchanged.
 * The original is not kept as `cause`: PGlite's carries the parameters, and loggers print causes.
 */
export function toDatabaseError(error: unknown): unknown {
  if (error instanceof DatabaseError || !(error instanceof Error)) return error;
  const fields = error as Error & Record<string, unknown>;
  if (typeof fields.code !== 'string' || !('severity' in fields)) return error;
  return new DatabaseError(error.message, {
    code: fields.code,
    constraint: optionalString(fields.constraint),
    table: optionalString(fields.table),
    column: optionalString(fields.column),
    detail: optionalString(fields.detail),
  });
}

/** A schema name for `search_path`: plain lower-case identifiers only, so it needs no quoting anywhere (SQL or connection options). */
export function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and underscores`);
  }
  return schema;
}

/** What a driver provides: plain statements on some connection, and a connection held for one transaction. */
export interface DriverConnection {
  query(sql: string, params: unknown[]): Promise<QueryResult<unknown>>;
  exec(sql: string): Promise<void>;
}

export interface Driver extends DriverConnection {
  readonly name: DriverName;
  /** See Database.script. */
  script(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  listen?(channel: string, handler: (payload: string) => void): Promise<Unlisten>;
  /** BEGIN, run fn on the connection, COMMIT; ROLLBACK when fn throws. A commit that the server turns into a rollback must reject. */
  withTransaction<R>(fn: (connection: DriverConnection) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

async function translated<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    throw toDatabaseError(error);
  }
}

export function createDatabase(driver: Driver): Database {
  const current = new AsyncLocalStorage<Transaction>();
  let closed = false;

  function ensureOpen(): void {
    if (closed) throw new DatabaseError('The database is closed');
  }

  function openTransaction(connection: DriverConnection): { tx: Transaction; finish: () => void } {
    let finished = false;
    const ensureActive = () => {
      // A pooled connection goes back to the pool afterwards: a late query must not run on someone else's transaction.
      if (finished) throw new DatabaseError('The transaction has already finished');
    };
    const tx: Transaction = {
      async query<T>(sql: string, params?: readonly unknown[]) {
        ensureActive();
        return (await translated(() => connection.query(sql, normaliseParams(params)))) as QueryResult<T>;
      },
      async exec(sql) {
        ensureActive();
        await translated(() => connection.exec(sql));
      },
      async transaction(fn) {
        ensureActive();
        return fn(tx);
      },
    };
    return { tx, finish: () => (finished = true) };
  }

  return {
    driver: driver.name,
    ...(driver.listen ? { listen: driver.listen.bind(driver) } : {}),
    get inTransaction() {
      return current.getStore() !== undefined;
    },
    async query<T>(sql: string, params?: readonly unknown[]) {
      const tx = current.getStore();
      if (tx) return tx.query<T>(sql, params);
      ensureOpen();
      return (await translated(() => driver.query(sql, normaliseParams(params)))) as QueryResult<T>;
    },
    async exec(sql) {
      const tx = current.getStore();
      if (tx) return tx.exec(sql);
      ensureOpen();
      await translated(() => driver.exec(sql));
    },
    async transaction(fn) {
      const outer = current.getStore();
      if (outer) return outer.transaction(fn);
      ensureOpen();
      return translated(() =>
        driver.withTransaction(async (connection) => {
          const { tx, finish } = openTransaction(connection);
          try {
            return await current.run(tx, () => fn(tx));
          } finally {
            finish();
          }
        }),
      );
    },
    async script(sql, params) {
      ensureOpen();
      return translated(() => driver.script(sql, normaliseParams(params)));
    },
    async close() {
      if (closed) return;
      closed = true;
      await driver.close();
    },
  };
}
