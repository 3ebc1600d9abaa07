import { startPortal } from '#server/start.ts';

/** The portal's server without Astro's pages (no build needed): for tests that run it as a separate process. */
await startPortal();
