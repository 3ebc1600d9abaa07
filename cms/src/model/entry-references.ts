// Props that name an entry of a content list by its key (`x-entity` in the
// registry's schema: an offer's code, an event's id). The build fails on a key
// no published entry has, so the CMS refuses it beside the field first.
import type { PayloadRequest, Where } from 'payload';

/** Where the entries of each list entity are: its collection, the field holding its key, its Polish plural. */
export type EntryCollections = Record<string, { slug: string; keyField: string; title: string }>;

/** Whether a published entry of the collection has the key. */
export async function isPublishedKey(req: PayloadRequest, target: EntryCollections[string], key: string): Promise<boolean> {
  const where: Where = { and: [{ [target.keyField]: { equals: key } }, { _status: { equals: 'published' } }] };
  const { totalDocs } = await req.payload.count({ collection: target.slug, where, overrideAccess: true, req });
  return totalDocs > 0;
}

export const unpublishedMessage = (title: string, key: string) => `„${key}”: takiego wpisu nie ma wśród opublikowanych w „${title}”`;
