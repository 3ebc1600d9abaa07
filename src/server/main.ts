import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { securityHeaders } from './security-headers.ts';

/**
 * The portal's Node server: Astro's built handler (prerendered pages, static
 * assets and on-demand routes) behind the security headers every response
 * carries. Run after `astro build`.
 */
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = pathToFileURL(path.resolve(import.meta.dirname, '../../dist/server/entry.mjs')).href;
const { handler } = (await import(entry)) as { handler: http.RequestListener };

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

const server = http.createServer((req, res) => {
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  handler(req, res);
});
server.listen(port, host, () => console.log(`Portal działa: http://${host}:${port}/`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
