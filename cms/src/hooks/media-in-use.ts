import { APIError, type CollectionBeforeDeleteHook } from 'payload';
import { PAGES } from '../collections/content.ts';
import { isRecord } from '../model/json-schema.ts';
import { mediaIdOf } from '../model/media.ts';

/** Whether a page (its blocks, stored as JSON, or its own fields: the social image) picks the media document `id` anywhere. */
export function picksMedia(value: unknown, id: string): boolean {
  if (Array.isArray(value)) return value.some((item) => picksMedia(item, id));
  if (!isRecord(value)) return false;
  if ('media' in value && mediaIdOf(value.media) === id) return true;
  return Object.values(value).some((child) => picksMedia(child, id));
}

/**
 * An image a page shows, published or in its draft, stays in the library:
 * deleted, the page could no longer be built. The editor is told which pages
 * to change first.
 */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const paths = new Set<string>();
  for (const draft of [false, true]) {
    const { docs } = await req.payload.find({ collection: PAGES, pagination: false, depth: 0, draft, overrideAccess: true, req });
    for (const doc of docs as Array<{ path?: unknown }>) if (picksMedia(doc, String(id))) paths.add(String(doc.path));
  }
  if (paths.size)
    throw new APIError(
      `Tego obrazu używa ${paths.size === 1 ? 'strona' : 'kilka stron'}: ${[...paths].sort().join(', ')}. Zastąp go tam innym, zanim usuniesz go z biblioteki.`,
      409,
      undefined,
      true,
    );
};
