// Imports the repository's seed (src/content-system/seed, readSeed()) into an
// empty CMS: every list entry, the site settings and every page, published.
// Rich-text props go from HTML to Lexical. Everything is converted before
// anything is written, so content the model cannot hold stops the import
// with every problem named, and nothing half-imported is left behind.
import type { Payload } from 'payload';
import type { RawContent } from '../../../src/content-system/seed-reader.ts';
import { PAGES, SITE } from '../collections/content.ts';
import { SKIP_PUBLISH_WEBHOOK } from '../hooks/publish-webhook.ts';
import { BlockError } from '../model/blocks.ts';
import type { CodecContext, RichText } from '../model/codec.ts';
import type { ContentModel } from '../model/documents.ts';

export type ImportReport = { pages: number; entries: Record<string, number> };

export class SeedImportError extends Error {}

/** True while nothing was imported yet: no page, no list entry, no saved site settings. */
export async function isContentEmpty(payload: Payload, model: ContentModel): Promise<boolean> {
  for (const collection of [PAGES, ...model.entities.map((e) => e.slug)]) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true });
    if (totalDocs > 0) return false;
  }
  const site = (await payload.findGlobal({ slug: SITE, depth: 0, overrideAccess: true })) as { updatedAt?: string | null };
  return !site?.updatedAt;
}

export async function importSeed(payload: Payload, model: ContentModel, content: RawContent, richText: RichText): Promise<ImportReport> {
  const problems: string[] = [];
  const ctx: CodecContext = { richText, onUnknown: (path) => problems.push(`${path}: the registry's schema has no such property`) };
  const convert = <T>(what: string, f: () => T): T | undefined => {
    try {
      return f();
    } catch (error) {
      if (error instanceof BlockError) problems.push(`${what}: ${error.message}`);
      else throw error;
      return undefined;
    }
  };

  const lists = model.entities.map((entity) => ({
    entity,
    data: ((content as unknown as Record<string, Record<string, unknown>[]>)[entity.queryField] ?? []).map((entry) => entity.toPayload(entry, ctx)),
  }));
  const site = model.site.toPayload(content.site, ctx);
  const pages = content.pages.map((page) => convert(`strona ${String(page.path)}`, () => model.page.toPayload(page, ctx)));
  if (problems.length) throw new SeedImportError(`The seed cannot be imported as it is:\n  ${problems.join('\n  ')}`);

  const context = { [SKIP_PUBLISH_WEBHOOK]: true };
  const published = { _status: 'published' as const };
  const entries: Record<string, number> = {};
  for (const { entity, data } of lists) {
    for (const entry of data)
      await payload.create({ collection: entity.slug, data: { ...entry, ...published }, context, overrideAccess: true, depth: 0 });
    entries[entity.queryField] = data.length;
  }
  await payload.updateGlobal({ slug: SITE, data: { ...site, ...published }, context, overrideAccess: true, depth: 0 });
  for (const page of pages) await payload.create({ collection: PAGES, data: { ...page!, ...published }, context, overrideAccess: true, depth: 0 });
  return { pages: pages.length, entries };
}
