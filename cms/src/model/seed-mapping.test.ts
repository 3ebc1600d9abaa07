// Payload document ↔ contract shape, for every seed page and entry: what the
// import writes comes back as it was.
import { describe, expect, it } from 'vitest';
import { buildConfig } from 'payload';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { readSeed } from '../../../src/content-system/seed-reader.ts';
import { contentModel } from '../cms.ts';
import { richTextEditor } from '../rich-text/editor.ts';
import { createRichText } from '../rich-text/from-html.ts';
import type { CodecContext } from './codec.ts';

/** What storing does to data: JSON (no undefined), plus row ids on arrays of objects as Payload adds them. */
const stored = (data: unknown): unknown => {
  let n = 0;
  const withIds = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value.map((v) =>
        v && typeof v === 'object' && !Array.isArray(v) && !('id' in v) ? { id: `r${++n}`, ...(withIds(v) as object) } : withIds(v),
      );
    // Not inside rich text nor JSON fields (visibility expressions, records).
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ['root', 'visibility', 'values'].includes(k) ? v : withIds(v)]));
    return value;
  };
  return withIds(JSON.parse(JSON.stringify(data)));
};

/** The content API answers null for what is not set, and the portal's loader drops it: the CMS does not keep nulls. */
const withoutNulls = (entry: Record<string, unknown>) => Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== null));

describe('Payload document ↔ contract shape', () => {
  it('round-trips every seed page, the site settings and every list entry', async () => {
    const config = await buildConfig({
      secret: 'x',
      db: sqliteAdapter({ client: { url: 'file::memory:' } }),
      editor: richTextEditor(),
      collections: [],
    });
    const ctx: CodecContext = { richText: await createRichText(config), onUnknown: (path) => expect.fail(`unknown property ${path}`) };
    const model = contentModel();
    const seed = await readSeed();
    expect(seed.pages.length).toBeGreaterThan(80);
    for (const page of seed.pages) {
      const doc = stored(model.page.toPayload(page, ctx)) as Record<string, unknown>;
      expect(model.page.fromPayload(doc, ctx), String(page.path)).toEqual(page);
    }
    expect(model.site.fromPayload(stored(model.site.toPayload(seed.site, ctx)) as Record<string, unknown>, ctx)).toEqual(seed.site);
    for (const entity of model.entities) {
      const entries = (seed as unknown as Record<string, Record<string, unknown>[]>)[entity.queryField]!;
      expect(entries.length, entity.queryField).toBeGreaterThan(0);
      for (const entry of entries)
        expect(entity.fromPayload(stored(entity.toPayload(entry, ctx)) as Record<string, unknown>, ctx)).toEqual(withoutNulls(entry));
    }
  });
});
