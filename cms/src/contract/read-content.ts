// The published content, read from Payload and mapped back to the content
// contract's shape (what the embedded content system serves from its seed).
import type { Payload } from 'payload';
import type { RawContent, RawEntry } from '../../../src/content-system/seed-reader.ts';
import type { CodecContext } from '../model/codec.ts';
import { lexicalToHtml } from '../rich-text/to-html.ts';
import type { ContentModel } from '../model/documents.ts';
import { PAGES, SITE } from '../collections/content.ts';
import { imageOfMedia, type MediaDoc } from '../model/media.ts';

const MEDIA = 'media';

/** The codec with the media library at hand: a pick becomes the image file it gives (model/media.ts). */
export async function withMediaLibrary(payload: Payload, ctx: CodecContext): Promise<CodecContext> {
  const { docs } = await payload.find({ collection: MEDIA, pagination: false, depth: 0, overrideAccess: true });
  const byId = new Map((docs as unknown as MediaDoc[]).map((doc) => [String(doc.id), doc]));
  return {
    ...ctx,
    media: (id, crop) => {
      const doc = byId.get(id);
      return doc ? imageOfMedia(doc, crop) : undefined;
    },
  };
}

/** Documents read back into the contract's shape: rich text becomes HTML. */
export const readingCodec: CodecContext = {
  richText: {
    toHtml: lexicalToHtml,
    toLexical: () => {
      throw new Error('not used when reading');
    },
  },
};

export type PublishedContent = {
  content: RawContent;
  /** Each page's document id, in the order of content.pages. */
  pageIds: string[];
};

const published = { _status: { equals: 'published' } } as const;

async function findAll(payload: Payload, collection: string): Promise<Record<string, unknown>[]> {
  const result = await payload.find({ collection, where: published, pagination: false, sort: 'id', depth: 0, draft: false, overrideAccess: true });
  return result.docs as Record<string, unknown>[];
}

export async function readPublishedContent(payload: Payload, model: ContentModel, codec: CodecContext): Promise<PublishedContent> {
  const ctx = await withMediaLibrary(payload, codec);
  const [pageDocs, site, ...lists] = await Promise.all([
    findAll(payload, PAGES),
    payload.findGlobal({ slug: SITE, depth: 0, draft: false, overrideAccess: true }) as Promise<Record<string, unknown>>,
    ...model.entities.map((entity) => findAll(payload, entity.slug)),
  ]);
  const content = {
    site: site?._status === 'published' ? model.site.fromPayload(site, ctx) : {},
    pages: pageDocs.map((doc) => model.page.fromPayload(doc, ctx)),
    ...Object.fromEntries(model.entities.map((entity, i) => [entity.queryField, lists[i]!.map((doc) => entity.fromPayload(doc, ctx))])),
  } as RawContent;
  return { content, pageIds: pageDocs.map((doc) => String(doc.id)) };
}

/** The latest draft of one page (a never-published page included), or null when there is no such page. */
export async function readDraftPage(payload: Payload, model: ContentModel, ctx: CodecContext, id: string): Promise<RawEntry | null> {
  try {
    const doc = await payload.findByID({ collection: PAGES, id, draft: true, depth: 0, overrideAccess: true, disableErrors: true });
    return doc ? model.page.fromPayload(doc as Record<string, unknown>, await withMediaLibrary(payload, ctx)) : null;
  } catch {
    return null;
  }
}

/**
 * What changes when published content changes: each collection's count and
 * latest update, and the site's. Cheap enough to ask on every request.
 */
export async function contentStamp(payload: Payload, model: ContentModel): Promise<string> {
  const collections = [PAGES, ...model.entities.map((e) => e.slug)];
  const parts = await Promise.all(
    collections.map(async (collection) => {
      const result = await payload.find({
        collection,
        where: published,
        limit: 1,
        sort: '-updatedAt',
        depth: 0,
        draft: false,
        overrideAccess: true,
        select: { updatedAt: true },
      });
      return `${collection}:${result.totalDocs}:${String(result.docs[0]?.updatedAt ?? '')}`;
    }),
  );
  const site = (await payload.findGlobal({ slug: SITE, depth: 0, draft: false, overrideAccess: true, select: { updatedAt: true } })) as {
    updatedAt?: string;
  };
  // A new upload or focal point changes the files pages give: the media library is part of the stamp.
  const media = await payload.find({ collection: MEDIA, limit: 1, sort: '-updatedAt', depth: 0, overrideAccess: true, select: { updatedAt: true } });
  return [...parts, `site:${site?.updatedAt ?? ''}`, `media:${media.totalDocs}:${String(media.docs[0]?.updatedAt ?? '')}`].join('|');
}
