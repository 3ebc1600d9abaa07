// The content collections generated from the registry: pages, one collection
// per list entity, and the site settings global.
import { ValidationError, type CollectionConfig, type GlobalConfig } from 'payload';
import { contentAccess, isEditor, isSignedIn } from '../access.ts';
import { refuseWhatTheBuildWould } from '../hooks/publish-check.ts';
import { publishAfterChange, publishAfterDelete, publishGlobalAfterChange, SKIP_PUBLISH_WEBHOOK } from '../hooks/publish-webhook.ts';
import { unknownBlockMessage } from '../model/blocks.ts';
import type { ContentModel } from '../model/documents.ts';
import { isRecord } from '../model/json-schema.ts';
import { signPreviewToken } from '../preview/token.ts';
import type { CmsOptions } from '../runtime/options.ts';

export const PAGES = 'pages';
export const SITE = 'site';

export function pagesCollection(model: ContentModel, options: CmsOptions): CollectionConfig {
  const eachRegion = (regions: unknown, change: (rows: unknown) => unknown) =>
    isRecord(regions) ? Object.fromEntries(Object.entries(regions).map(([name, rows]) => [name, change(rows)])) : regions;
  return {
    slug: PAGES,
    labels: { singular: 'Strona', plural: 'Strony' },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'path', 'template', '_status', 'updatedAt'],
      listSearchableFields: ['title', 'path'],
      group: 'Treści',
      livePreview: {
        url: ({ data, req }) => {
          if (!data?.id || typeof data.path !== 'string' || !req.user) return null;
          const token = signPreviewToken({ path: data.path, id: String(data.id), user: String(req.user.id) }, options.previewSecret);
          return `${options.portalUrl}/podglad?token=${token}`;
        },
        breakpoints: [
          { name: 'mobile', label: 'Telefon', width: 375, height: 812 },
          { name: 'desktop', label: 'Komputer', width: 1440, height: 900 },
        ],
      },
    },
    // A promotion goes live and off on its own: publishing and unpublishing can be scheduled (1-minute steps in the picker).
    versions: { drafts: { autosave: { interval: 2000 }, validate: true, schedulePublish: { timeIntervals: 1, timeFormat: 'HH:mm' } }, maxPerDoc: 50 },
    access: contentAccess,
    hooks: {
      afterRead: [({ doc }) => ({ ...doc, regions: eachRegion(doc.regions, model.blocks.wrapUnknown) })],
      beforeChange: [
        async ({ data, req, originalDoc }) => {
          // A block the registry no longer has is kept through drafts, but a page holding one is not published.
          if (data.regions && data._status === 'published') {
            const unknown = Object.entries(isRecord(data.regions) ? data.regions : {}).flatMap(([name, rows]) =>
              model.blocks.findUnknown(rows, `regions.${name}`),
            );
            if (unknown.length)
              throw new ValidationError(
                { collection: PAGES, errors: unknown.map((u) => ({ path: u.path, message: unknownBlockMessage(u.type) })) },
                req.t,
              );
          }
          const stored = data.regions ? { ...data, regions: eachRegion(data.regions, model.blocks.unwrapUnknown) } : data;
          // Publishing refuses what the build would (the seed import, checked by the portal's own tests, is not asked).
          if (data._status === 'published' && !req.context?.[SKIP_PUBLISH_WEBHOOK])
            await refuseWhatTheBuildWould(req, model, originalDoc?.id, { ...originalDoc, ...stored });
          return stored;
        },
      ],
      afterChange: [publishAfterChange({ hook: options.publishWebhook, collection: 'pages' })],
      afterDelete: [publishAfterDelete({ hook: options.publishWebhook, collection: 'pages' })],
    },
    fields: [
      ...model.page.fields,
      // Beside the page: how search engines list it, as the editor types (stores nothing).
      {
        name: 'snippet',
        type: 'ui',
        admin: {
          position: 'sidebar',
          components: { Field: { path: '/src/preview/SnippetPreview#SnippetPreview', clientProps: { portalUrl: options.portalUrl } } },
        },
      },
      // Beside the page: the deploys that carried it to the live site (stores nothing).
      { name: 'deploys', type: 'ui', admin: { position: 'sidebar', components: { Field: '/src/deploys/DeployList#PageDeploys' } } },
    ],
  };
}

export function entityCollections(model: ContentModel, options: CmsOptions): CollectionConfig[] {
  return model.entities.map((entity) => ({
    slug: entity.slug,
    labels: entity.labels,
    admin: {
      useAsTitle: entity.titleField,
      defaultColumns: [...new Set([entity.titleField, ...(entity.keyField ? [entity.keyField] : []), '_status', 'updatedAt'])],
      group: 'Katalog i dane',
    },
    versions: { drafts: { validate: true }, maxPerDoc: 20 },
    access: contentAccess,
    hooks: {
      afterChange: [publishAfterChange({ hook: options.publishWebhook, collection: entity.queryField })],
      afterDelete: [publishAfterDelete({ hook: options.publishWebhook, collection: entity.queryField })],
    },
    fields: entity.fields,
  }));
}

export function siteGlobal(model: ContentModel, options: CmsOptions): GlobalConfig {
  return {
    slug: SITE,
    label: model.registry.entities.site?.titles.singular ?? SITE,
    admin: { group: 'Treści' },
    versions: { drafts: { validate: true }, max: 20 },
    access: { read: isSignedIn, readVersions: isSignedIn, update: isEditor },
    hooks: { afterChange: [publishGlobalAfterChange({ hook: options.publishWebhook, collection: 'site' })] },
    fields: model.site.fields,
  };
}
