// Tells the deployment's build hook (CMS_PUBLISH_WEBHOOK_URL, the portal's
// deploy runner) that published content changed: a POST of JSON
// { collection, id, path } when a page, a list entry or the site settings are
// published, unpublished or deleted while published, signed the Standard
// Webhooks way with CMS_PUBLISH_WEBHOOK_SECRET. Autosaved drafts do not count.
// A failure is logged; it never blocks or undoes the save.
import { randomUUID } from 'node:crypto';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload } from 'payload';
import { webhookHeaders } from '../../../src/security/standard-webhooks.ts';

export type PublishEvent = { collection: string; id: string; path: string | null };
/** Where publishing is told, and the secret its hooks are signed with. */
export type PublishHook = { url: string; secret: string };

export const SKIP_PUBLISH_WEBHOOK = 'skipPublishWebhook';

export function notify(hook: PublishHook | undefined, event: PublishEvent, payload: Payload, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!hook) return Promise.resolve();
  const { url, secret } = hook;
  const body = JSON.stringify(event);
  return fetchImpl(url, {
    method: 'POST',
    headers: webhookHeaders(secret, `msg_${randomUUID()}`, body, new Date()),
    body,
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
  hook: PublishHook | undefined;
  /** The content API's name of the collection (pages, offers, metaProducts, site). */
  collection: string;
  fetch?: typeof fetch;
};

const pathOf = (doc: Record<string, unknown>) => (typeof doc.path === 'string' ? doc.path : null);

export function publishAfterChange({ hook, collection, fetch: fetchImpl }: Options): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req, collection: config }) => {
    if (!hook || req.context?.[SKIP_PUBLISH_WEBHOOK]) return doc;
    let changed = doc._status === 'published';
    if (!changed && previousDoc?._status === 'published') {
      // A draft saved over a published page leaves it published; an unpublish does not.
      const current = await req.payload.findByID({ collection: config.slug, id: doc.id, draft: false, depth: 0, overrideAccess: true, req });
      changed = current._status !== 'published';
    }
    if (changed) void notify(hook, { collection, id: String(doc.id), path: pathOf(doc) }, req.payload, fetchImpl);
    return doc;
  };
}

export function publishAfterDelete({ hook, collection, fetch: fetchImpl }: Options): CollectionAfterDeleteHook {
  return ({ doc, req }) => {
    if (hook && !req.context?.[SKIP_PUBLISH_WEBHOOK] && doc._status === 'published')
      void notify(hook, { collection, id: String(doc.id), path: pathOf(doc) }, req.payload, fetchImpl);
    return doc;
  };
}

export function publishGlobalAfterChange({ hook, collection, fetch: fetchImpl }: Options): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    if (hook && !req.context?.[SKIP_PUBLISH_WEBHOOK] && doc._status === 'published')
      void notify(hook, { collection, id: collection, path: null }, req.payload, fetchImpl);
    return doc;
  };
}
