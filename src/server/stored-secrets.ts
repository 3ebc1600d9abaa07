import type { Queryable } from './db/index.ts';

/**
 * Secrets the server generates on its first start and keeps in the database
 * (table identity_secrets, migration 0002), so every server process and every
 * restart signs and verifies with the same keys. When two processes start at
 * once the first insert wins and both read the stored value.
 */
export async function storedSecret<T>(db: Queryable, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () => (await db.query<{ value: T }>('SELECT value FROM identity_secrets WHERE name = $1', [name])).rows[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.query('INSERT INTO identity_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, JSON.stringify(await create())]);
  const value = await read();
  if (value === undefined) throw new Error(`Secret ${name} could not be stored`);
  return value;
}
