// Helpers for the CMS's tests: a Payload instance on a fresh database, the
// contract endpoint on a loopback port, and content compared as it renders.
// Not a test file.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getPayload, type Payload } from 'payload';
import { parseBlock } from '../../../src/registry/validate.ts';
import { definitions } from '../../../src/registry/generated/definitions.ts';
import type { Content } from '../../../src/content-loader/validate-content.ts';
import type { BlockNode } from '../../../content-schema/block.ts';
import { createCms, type Cms } from '../cms.ts';
import { createContractServer, CONTENT_API_PATH } from '../contract/server.ts';
import type { Registry } from '../model/registry.ts';
import { closePayload } from '../runtime/close.ts';
import type { CmsOptions } from '../runtime/options.ts';

export const PREVIEW_SECRET = 'sekret-podgladu-testow';

export type TestCms = { cms: Cms; payload: Payload; dataDir: string; close: () => Promise<void> };

let instances = 0;

/** A CMS on its own database: SQLite in a temporary folder, or the PostgreSQL database given. */
export async function startCms(options: Partial<CmsOptions> & { registry?: Registry; dataDir?: string } = {}): Promise<TestCms> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'cms-test-')));
  const { registry, ...rest } = options;
  const cms = createCms({ secret: 'sekret-testow', previewSecret: PREVIEW_SECRET, portalUrl: 'http://127.0.0.1:4321', ...rest, dataDir }, registry, {
    logLevel: 'fatal',
  });
  const payload = await getPayload({ config: cms.config, key: `test-${process.pid}-${++instances}` });
  return {
    cms,
    payload,
    dataDir,
    close: async () => {
      await closePayload(payload);
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Served = { url: string; close: () => Promise<void> };

/** A node:http server on an ephemeral loopback port, closed with its connections. */
export async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; base: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    base,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The CMS's content endpoint on a loopback port. */
export async function serveContract(test: TestCms, options: { token?: string; quietMs?: number } = {}): Promise<Served> {
  const yoga = await createContractServer({ payload: test.payload, model: test.cms.model, previewSecret: PREVIEW_SECRET, ...options });
  const { base, close } = await serve(yoga);
  return { url: `${base}${CONTENT_API_PATH}`, close };
}

function renderedBlocks(blocks: BlockNode[]): BlockNode[] {
  return blocks.map((node) => {
    const parsed = parseBlock(node, definitions, { page: '', path: '' });
    const regions = node.regions ? Object.fromEntries(Object.entries(node.regions).map(([name, list]) => [name, renderedBlocks(list)])) : undefined;
    return { ...node, props: parsed.block ? (parsed.block.props as Record<string, unknown>) : node.props, ...(regions ? { regions } : {}) };
  });
}

/**
 * Content as the portal renders it: the loader validates pages and entities
 * (their defaults applied); block props are parsed by each block when it
 * renders, so they are parsed here too, defaults included.
 */
export function asRendered(content: Content): Content {
  return {
    ...content,
    pages: content.pages.map((page) => ({
      ...page,
      regions: Object.fromEntries(Object.entries(page.regions).map(([name, list]) => [name, renderedBlocks(list)])),
    })),
  };
}

export const quiet = { log: () => {}, warn: () => {} };
