// Helpers for the content tests: real HTTP servers on ephemeral loopback ports
// and temporary seed folders. Not a test file; imported by the tests.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSeedDir } from '#content-system/seed-reader.ts';

export type TestServer = { url: string; close: () => Promise<void> };

/** Starts a node:http server on 127.0.0.1 with an ephemeral port; url points at /graphql. */
export async function listen(handler: RequestListener): Promise<TestServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL on a loopback port that nothing listens on (a server was bound there and closed). */
export async function closedPortUrl(): Promise<string> {
  const server = await listen(() => {});
  await server.close();
  return server.url;
}

/** Adapts a Fetch-API handler (Request → Response) to node:http, for servers that wrap or misbehave. */
export function fetchListener(handle: (request: Request, body: string) => Promise<Response | null>): RequestListener {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : body });
    const response = await handle(request, body);
    if (!response) return; // never answer
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}

/** Operation name of a GraphQL POST body. */
export const operationOf = (body: string) => (JSON.parse(body) as { operationName?: string }).operationName;

export type SeedPage = Record<string, unknown>;

/** A minimal valid page with one rich-text block. */
export const page = (n: number, extra: Partial<SeedPage> = {}): SeedPage => ({
  id: `strona-${n}`,
  path: `/testy/strona-${n}`,
  title: `Strona testowa ${n}`,
  template: 'generic-content',
  regions: { main: [{ id: `tekst-${n}`, type: 'rich-text', props: { html: `<p>Treść strony ${n}</p>` } }] },
  ...extra,
});

/**
 * A temporary seed folder: the repository's site and catalogue seed, with the
 * given pages instead of the repository's. Returns its path and a cleanup.
 */
export async function makeSeed(pages: SeedPage[]): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tresci-'));
  await cp(defaultSeedDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}pages`) });
  await mkdir(path.join(dir, 'pages'));
  await Promise.all(pages.map((p, i) => writeFile(path.join(dir, 'pages', `${String(i).padStart(5, '0')}.json`), JSON.stringify(p))));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
