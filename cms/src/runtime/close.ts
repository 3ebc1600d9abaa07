// Payload's destroy() forgets the schema but leaves the database connections
// open: end them too. The PostgreSQL adapter keeps one pool client checked out
// from connect() for good (to reconnect on ECONNRESET), so the pool's end()
// would wait for it forever: such clients are ended directly.
import type { Payload } from 'payload';

type PgClient = { end(): Promise<void> };
type PgPool = { end(): Promise<void>; _clients?: PgClient[] };

export async function closePayload(payload: Payload): Promise<void> {
  const db = payload.db as unknown as { pool?: PgPool; client?: { close(): void } };
  await payload.destroy();
  if (db.pool) {
    const clients = [...(db.pool._clients ?? [])];
    const ended = db.pool.end();
    await Promise.all(clients.map((client) => client.end().catch(() => {})));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  }
  db.client?.close();
}
