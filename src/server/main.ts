import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp, identityOptions, type AstroHandler } from './app.ts';
import { syncCatalogue, type Catalogue } from './catalogue/index.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/index.ts';
import { identitySettingsFromEnv, purgeExpiredOidcPayloads } from './identity/index.ts';
import { purgeRateLimitBuckets } from './rate-limit.ts';
import { purgeExpiredSessions, startCleanup } from './sessions/index.ts';

/**
 * The portal's Node server: the customer API and Astro's built handler
 * (prerendered pages, static assets, on-demand routes) in one process. Run
 * after `astro build`. The database is opened (and migrated) first, so a
 * second server on the same PGlite folder stops here with a clear message.
 */

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function loadAstroHandler(): Promise<AstroHandler> {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const entry = pathToFileURL(path.resolve(import.meta.dirname, '../../dist/server/entry.mjs')).href;
  const { handler } = (await import(entry)) as { handler: AstroHandler };
  return handler;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const astroHandler = await loadAstroHandler();
  let db: Database;
  try {
    db = await openDatabase();
  } catch (error) {
    console.error(`Nie można otworzyć bazy danych: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }

  let catalogue: Catalogue;
  try {
    catalogue = await syncCatalogue(db);
  } catch (error) {
    console.error(`Nie można wczytać katalogu ofert z systemu treści: ${(error as Error).message}`);
    await db.close();
    process.exitCode = 1;
    return;
  }

  let identity: Awaited<ReturnType<typeof identityOptions>>;
  try {
    identity = await identityOptions(db, identitySettingsFromEnv());
  } catch (error) {
    console.error(`Nie można uruchomić logowania (OpenID Connect): ${(error as Error).message}`);
    await db.close();
    process.exitCode = 1;
    return;
  }

  const app = await createApp({ db, config, catalogue, astroHandler, ...identity, logger: { level: process.env.LOG_LEVEL?.trim() || 'info' } });
  const stopCleanup = startCleanup(
    [
      { name: 'sessions', run: () => purgeExpiredSessions(db, config.now()) },
      { name: 'oidc', run: () => purgeExpiredOidcPayloads(db) },
      { name: 'rate-limits', run: () => purgeRateLimitBuckets(db, config.now()) },
    ],
    app.log,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    stopCleanup();
    try {
      await app.close();
    } finally {
      await db.close();
    }
    // Astro's handler may keep timers alive; everything that matters is closed.
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    console.error(`Nie można uruchomić serwera na ${config.host}:${config.port}: ${(error as Error).message}`);
    stopCleanup();
    await db.close();
    process.exitCode = 1;
    return;
  }
  console.log(`Portal działa: http://${config.host}:${config.port}/`);
}

await main();
