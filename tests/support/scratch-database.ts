import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on a PostgreSQL server: for a test that runs the
 * portal as another process (which takes a DATABASE_URL, not a schema), and
 * for each test database copied from the run's template. Made empty or as a
 * copy of a template database; dropped afterwards.
 */

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
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

export async function createScratchDatabase(
  serverUrl: string,
  options: { template?: string; name?: string; prefix?: string } = {},
): Promise<ScratchDatabase> {
  const name = options.name ?? `${options.prefix ?? 'scratch'}_${randomBytes(6).toString('hex')}`;
  const template = options.template ? ` TEMPLATE "${options.template}"` : '';
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
