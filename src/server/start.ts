import { createApp, identityOptions } from './app.ts';
import { followLiveBuild } from './live-build.ts';
import type { SiteBuild } from './site-build.ts';
import { syncCatalogue } from './catalogue/index.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/index.ts';
import { identitySettingsFromEnv, purgeExpiredOidcPayloads } from './identity/index.ts';
import { formsDeliveryFromEnv } from './forms/index.ts';
import { purgeRateLimitBuckets } from './rate-limit.ts';
import { anonymiseDueAccounts } from './account/deletion.ts';
import { searchServiceFromEnv } from './search/index.ts';
import { mediaSource } from '#content-loader/media-files.ts';
import { purgeExpiredSessions, startCleanup } from './sessions/index.ts';

/**
 * Starts the portal's server in this process: the database is opened
 * (checked whole, then migrated) first, so a damaged folder, or a second
 * server on the same PGlite folder, stops here with a clear message; then the
 * catalogue, the identity provider, the cleanup tasks and the listener.
 * SIGTERM and SIGINT close it gracefully. A start that fails prints why and
 * sets a non-zero exit code.
 */

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`Cannot ${what}: ${(error as Error).message}`, { cause: error });
  }
}

export async function startPortal(build: SiteBuild = {}, live?: { pointer: string; served: string }): Promise<void> {
  const config = loadConfig();
  const formsDelivery = formsDeliveryFromEnv();
  let db: Database | undefined;
  try {
    db = await step('open the database', () => openDatabase());
    const opened = db;
    const catalogue = await step('load the offer catalogue from the content system', () => syncCatalogue(opened));
    const identity = await step('start sign-in (OpenID Connect)', () => identityOptions(opened, identitySettingsFromEnv(), config.now));
    const search = await step('load the search index', async () => {
      const service = searchServiceFromEnv(process.env, build.searchIndexFile);
      await service.ready();
      return service;
    });
    const app = await createApp({
      db,
      config,
      catalogue,
      search,
      mediaSource: mediaSource(process.env),
      ...build,
      formsDelivery,
      ...identity,
      logger: { level: process.env.LOG_LEVEL?.trim() || 'info' },
    });
    // The delivery queue starts with the server: jobs a previous run left (a restart, a receiver that was down) go out now.
    await step('start the forms delivery queue', () => app.portal.forms.delivery());
    const stopCleanup = startCleanup(
      [
        { name: 'sessions', run: () => purgeExpiredSessions(opened, config.now()) },
        { name: 'oidc', run: () => purgeExpiredOidcPayloads(opened) },
        { name: 'rate-limits', run: () => purgeRateLimitBuckets(opened, config.now()) },
        { name: 'account-deletions', run: () => anonymiseDueAccounts(opened, config.now()) },
      ],
      app.log,
    );

    // A deploy rewrites the pointer: the server switches to the build it names, without a restart.
    const stopFollowing = live ? followLiveBuild(app, live.pointer, live.served) : () => {};

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
      stopFollowing();
      try {
        await app.close();
      } finally {
        await opened.close();
      }
      // Astro's handler may keep timers alive; everything that matters is closed.
      process.exit(0);
    };
    process.once('SIGTERM', () => void stop('SIGTERM'));
    process.once('SIGINT', () => void stop('SIGINT'));

    try {
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      stopCleanup();
      stopFollowing();
      throw new Error(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`, { cause: error });
    }
    console.log(`Portal running: http://${config.host}:${config.port}/ (search: ${search.description})`);
  } catch (error) {
    console.error((error as Error).message);
    await db?.close();
    process.exitCode = 1;
  }
}
