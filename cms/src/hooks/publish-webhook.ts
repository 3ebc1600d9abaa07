// Tells the deployment's build hook (CMS_PUBLISH_WEBHOOK_URL) that published
// content changed: a POST of JSON { collection, id, path } when a page, a list
// entry or the site settings are published, unpublished or deleted while
// published. Autosaved drafts do not count. A failure is logged; it never
// blocks or undoes the save.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload } from 'payload';

export type PublishEvent = { collection: string; id: string; path: string | null };

export const SKIP_PUBLISH_WEBHOOK = 'skipPublishWebhook';

export function notify(url: string | undefined, event: PublishEvent, payload: Payload, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!url) return Promise.resolve();
  return fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(10_000),
  })
    .then((response) => {
      if (!response.ok) payload.logger.error(`Publish webhook ${url} answered HTTP ${response.status} for ${event.collection} ${event.id}`);
    })
    .catch((error: unknown) =>
      payload.logger.error(`Publish webhook ${url} failed for ${event.collection} ${event.id}: ${(error as Error).message}`),
    );
}

type Options = {
  url: string | undefined;
  /** The content API's name of the collection (pages, offers, metaProducts, site). */
  collection: string;
  fetch?: typeof fetch;
};

const pathOf = (doc: Record<string, unknown>) => (typeof doc.path === 'string' ? doc.path : null);

export function publishAfterChange({ url, collection, fetch: fetchImpl }: Options): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req, collection: config }) => {
    if (!url || req.context?.[SKIP_PUBLISH_WEBHOOK]) return doc;
    let changed = doc._status === 'published';
    if (!changed && previousDoc?._status === 'published') {
      // A draft saved over a published page leaves it published; an unpublish does not.
      const current = await req.payload.findByID({ collection: config.slug, id: doc.id, draft: false, depth: 0, overrideAccess: true, req });
      changed = current._status !== 'published';
    }
    if (changed) void notify(url, { collection, id: String(doc.id), path: pathOf(doc) }, req.payload, fetchImpl);
    return doc;
  };
}

export function publishAfterDelete({ url, collection, fetch: fetchImpl }: Options): CollectionAfterDeleteHook {
  return ({ doc, req }) => {
    if (url && !req.context?.[SKIP_PUBLISH_WEBHOOK] && doc._status === 'published')
      void notify(url, { collection, id: String(doc.id), path: pathOf(doc) }, req.payload, fetchImpl);
    return doc;
  };
}

export function publishGlobalAfterChange({ url, collection, fetch: fetchImpl }: Options): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    if (url && !req.context?.[SKIP_PUBLISH_WEBHOOK] && doc._status === 'published')
      void notify(url, { collection, id: collection, path: null }, req.payload, fetchImpl);
    return doc;
  };
}
