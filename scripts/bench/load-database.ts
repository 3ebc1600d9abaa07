import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { LoadDatabase } from './load-results.ts';

/**
 * A fresh, empty database per load run, removed afterwards: a temporary
 * PGlite folder, or a `bench_<random>` database created through the
 * PostgreSQL server's URL. The server migrates and seeds it on start.
 */

export interface BenchDatabase {
  database: LoadDatabase;
  /** Environment for the server: PGLITE_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** What to show in the output (never a password). */
  description: string;
  remove(): Promise<void>;
}

/** The PostgreSQL server to bench against: BENCH_DATABASE_URL, else TEST_DATABASE_URL; undefined when neither is set. */
export function postgresServerUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.BENCH_DATABASE_URL?.trim() || env.TEST_DATABASE_URL?.trim() || undefined;
}

/** The server URL with another database name (query options such as sslmode kept). */
export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** host:port/database, without user or password. */
export function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.host}${url.pathname}`;
}

export async function pgliteDatabase(): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pglite-'));
  return {
    database: 'pglite',
    // DATABASE_URL emptied so a value in the environment cannot send this run to a server.
    env: { PGLITE_DIR: dir, DATABASE_URL: '' },
    description: `temporary folder ${dir}`,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  // A generated name of [a-z0-9_] only, so quoting it as an identifier is safe.
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = withDatabaseName(serverUrl, name);
  return {
    database: 'postgres',
    env: { DATABASE_URL: url },
    description: `temporary database ${describeUrl(url)}`,
    remove: async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}"`));
    },
  };
}
