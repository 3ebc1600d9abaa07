import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';
import { purgeExpiredSessions } from './store.ts';

/**
 * Expired sessions are already ignored on sight; this removes the rows (and
 * the anonymous carts they leave) so the table does not grow for ever. Every
 * server process may run it: the deletes are idempotent.
 */
export function startSessionCleanup(db: Database, now: () => Date, log: FastifyBaseLogger, intervalMs = 10 * 60 * 1000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    purgeExpiredSessions(db, now())
      .then((count) => {
        if (count > 0) log.info({ count }, 'Expired sessions removed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'Expired-session cleanup failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
