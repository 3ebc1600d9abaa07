import type { FastifyBaseLogger } from 'fastify';

/** A periodic clean-up job: removes what has expired and says how many rows went. */
export type CleanupTask = { name: string; run: () => Promise<number> };

/**
 * Expired rows (sessions, OIDC grants and codes) are already ignored on
 * sight; these jobs remove them so the tables do not grow for ever. Every
 * server process may run them: the deletes are idempotent.
 */
export function startCleanup(tasks: CleanupTask[], log: FastifyBaseLogger, intervalMs = 10 * 60 * 1000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.all(
      tasks.map((task) =>
        task
          .run()
          .then((count) => {
            if (count > 0) log.info({ count, task: task.name }, 'Expired rows removed');
          })
          .catch((error: unknown) => log.error({ err: error, task: task.name }, 'Clean-up failed')),
      ),
    ).finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
