import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  bundleSchema,
  catalogueProductSchema,
  documentSchema,
  eventConfigSchema,
  metaProductSchema,
  offerSchema,
  saleStageSchema,
} from '#content-schema/index.ts';
import { createContentClient } from '#content-loader/client.ts';
import { resolveEndpoint, type EndpointOptions } from '#content-loader/endpoint.ts';
import { fetchAllContent } from '#content-loader/fetch-content.ts';
import type { Database, Queryable } from '../db/index.ts';
import { createCatalogue, type Catalogue, type CatalogueData } from './catalogue.ts';

/**
 * Copies the sales catalogue from the content system into the database at
 * server start, and reads it back. The content system is the source of
 * truth; the copy lets the service (and every server on one database) answer
 * from the same catalogue. A start with unchanged content writes nothing.
 */

type Kind = 'offer' | 'product' | 'bundle' | 'metaProduct' | 'eventConfig' | 'document' | 'saleStage';

const kinds: { [K in keyof CatalogueData]: { kind: Kind; schema: z.ZodType; key: (entry: never) => string } } = {
  offers: { kind: 'offer', schema: offerSchema, key: (entry: { code: string }) => entry.code },
  products: { kind: 'product', schema: catalogueProductSchema, key: (entry: { articlecode: string }) => entry.articlecode },
  bundles: { kind: 'bundle', schema: bundleSchema, key: (entry: { id: string }) => entry.id },
  metaProducts: { kind: 'metaProduct', schema: metaProductSchema, key: (entry: { id: string }) => entry.id },
  eventConfigs: { kind: 'eventConfig', schema: eventConfigSchema, key: (entry: { id: string }) => entry.id },
  documents: { kind: 'document', schema: documentSchema, key: (entry: { id: string }) => entry.id },
  saleStages: { kind: 'saleStage', schema: saleStageSchema, key: (entry: { stage: string }) => entry.stage },
};

const names = Object.keys(kinds) as (keyof CatalogueData)[];

export class CatalogueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueError';
  }
}

/** Validates raw content entries into catalogue data; every problem is listed in one error. */
export function parseCatalogue(raw: Record<keyof CatalogueData, unknown[]>): CatalogueData {
  const problems: string[] = [];
  const data = {} as Record<keyof CatalogueData, unknown[]>;
  for (const name of names) {
    data[name] = raw[name].map((entry, index) => {
      const parsed = kinds[name].schema.safeParse(entry);
      if (!parsed.success)
        problems.push(`${name}[${index}]: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
      return parsed.data;
    });
  }
  if (problems.length) throw new CatalogueError(`Katalog z systemu treści jest niepoprawny:\n${problems.join('\n')}`);
  return data as unknown as CatalogueData;
}

/** The catalogue as the content system serves it now. */
export async function fetchCatalogue(options: EndpointOptions = {}): Promise<{ data: CatalogueData; source: string }> {
  const endpoint = await resolveEndpoint(options);
  const client = createContentClient(endpoint);
  const content = await fetchAllContent(client, { collections: ['offers', 'products', 'bundles', 'metaProducts', 'eventConfigs', 'documents'] });
  const site = (content.site ?? {}) as { saleStages?: unknown[] };
  const data = parseCatalogue({
    offers: content.offers,
    products: content.products,
    bundles: content.bundles,
    metaProducts: content.metaProducts,
    eventConfigs: content.eventConfigs,
    documents: content.documents,
    saleStages: site.saleStages ?? [],
  });
  return { data, source: client.label };
}

function hashOf(data: CatalogueData): string {
  return createHash('sha256')
    .update(JSON.stringify(names.map((name) => data[name])))
    .digest('hex');
}

/** Writes the catalogue unless the database already holds this exact content. Returns whether it wrote. */
export async function storeCatalogue(db: Database, data: CatalogueData, source: string): Promise<boolean> {
  const hash = hashOf(data);
  return db.transaction(async (tx) => {
    // Servers starting together on one database: one writes, the others find its hash.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('catalogue_sync'))`);
    const current = await tx.query<{ content_hash: string }>('SELECT content_hash FROM catalogue_state');
    if (current.rows[0]?.content_hash === hash) return false;
    await tx.query('DELETE FROM catalogue_entries');
    for (const name of names) {
      const entries = data[name] as never[];
      if (entries.length === 0) continue;
      await tx.query(
        `INSERT INTO catalogue_entries (kind, key, position, content)
         SELECT $1, key, position - 1, content FROM unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS e(key, content, position)`,
        [kinds[name].kind, entries.map((entry) => kinds[name].key(entry)), entries.map((entry) => JSON.stringify(entry))],
      );
    }
    await tx.query(
      `INSERT INTO catalogue_state (id, content_hash, source, synced_at) VALUES (true, $1, $2, now())
       ON CONFLICT (id) DO UPDATE SET content_hash = EXCLUDED.content_hash, source = EXCLUDED.source, synced_at = EXCLUDED.synced_at`,
      [hash, source],
    );
    return true;
  });
}

/** The catalogue stored in the database. */
export async function loadCatalogue(db: Queryable): Promise<Catalogue> {
  const { rows } = await db.query<{ kind: Kind; content: unknown }>('SELECT kind, content FROM catalogue_entries ORDER BY kind, position');
  const data = Object.fromEntries(names.map((name) => [name, [] as unknown[]])) as Record<keyof CatalogueData, unknown[]>;
  const nameOf = new Map(names.map((name) => [kinds[name].kind, name]));
  for (const row of rows) data[nameOf.get(row.kind)!].push(row.content);
  return createCatalogue(data as unknown as CatalogueData);
}

/** Server start: copy the content system's catalogue into the database, then read it. */
export async function syncCatalogue(db: Database, options: EndpointOptions = {}): Promise<Catalogue> {
  const { data, source } = await fetchCatalogue(options);
  await storeCatalogue(db, data, source);
  return loadCatalogue(db);
}
