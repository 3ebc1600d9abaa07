import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { msw } from 'msw/vite';

/**
 * Mock mode of the dev server (scripts/dev-mock.ts adds this integration;
 * astro.config.mjs does not know it, so a build can never include it): msw's
 * Vite plugin serves the service worker script /mockServiceWorker.js straight
 * from the installed msw package (nothing is generated into public/), and
 * every page loads ./browser.ts first, which starts the worker over the mock
 * funnel.
 */
export function mockApiIntegration(): AstroIntegration {
  return {
    name: 'portal:mock-api',
    hooks: {
      'astro:config:setup': ({ command, config, injectScript, updateConfig }) => {
        if (command !== 'dev') throw new Error('portal:mock-api: mock mode is for the dev server only.');
        updateConfig({
          vite: {
            // worker-only: the plugin only serves the worker script; browser.ts sets the worker up itself.
            plugins: [msw({ mode: 'worker-only' })],
            // Mock mode pre-bundles msw too: a cache of its own, so a plain dev server running beside it does not invalidate its modules.
            cacheDir: fileURLToPath(new URL('node_modules/.vite-mock-api/', config.root)),
          },
        });
        const entry = path.relative(fileURLToPath(config.root), fileURLToPath(new URL('./browser.ts', import.meta.url)));
        injectScript('page', `import ${JSON.stringify(`/${entry.split(path.sep).join('/')}`)};`);
      },
    },
  };
}
