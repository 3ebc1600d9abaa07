import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dev } from 'astro';
import { mockApiIntegration } from '#api-client/mock/integration.ts';

/**
 * `npm run dev:mock [-- --port 4321 --host 127.0.0.1]`: the dev server with
 * the customer API mocked in the browser. The API client calls /mock
 * (PUBLIC_API_MODE=mock) and an msw service worker answers from the mock
 * funnel (src/api-client/mock/), so the shop funnel works without the
 * customer API service or its database.
 */
const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } });

process.env.PUBLIC_API_MODE = 'mock';
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';

await dev({
  root: fileURLToPath(new URL('..', import.meta.url)),
  server: { host: values.host ?? '127.0.0.1', ...(values.port ? { port: Number(values.port) } : {}) },
  integrations: [mockApiIntegration()],
  // As astro.config.mjs does for `astro dev` (this script is not recognisable by its arguments): the dev server sends the policy without the hashes of its inline scripts.
  security: { csp: false },
});
