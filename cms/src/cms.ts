// The CMS: the Payload configuration generated from the registry, with the
// content model it was generated from (the contract endpoint and the seed
// import map documents with the same model).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { pl } from '@payloadcms/translations/languages/pl';
import { buildConfig, type SanitizedConfig } from 'payload';
import sharp from 'sharp';
import { entityCollections, pagesCollection, siteGlobal } from './collections/content.ts';
import { deploysEndpoint } from './deploys/endpoint.ts';
import { keepFieldErrors } from './hooks/field-errors.ts';
import { media } from './collections/media.ts';
import { users } from './collections/users.ts';
import { migrations } from './migrations/index.ts';
import { buildContentModel, type ContentModel } from './model/documents.ts';
import { registry as currentRegistry, type Registry } from './model/registry.ts';
import { richTextEditor } from './rich-text/editor.ts';
import { lexicalToHtml } from './rich-text/to-html.ts';
import { SCHEDULE_CRON, type CmsOptions } from './runtime/options.ts';

export type Cms = {
  options: CmsOptions;
  model: ContentModel;
  config: Promise<SanitizedConfig>;
};

/** Where the PostgreSQL migrations live (the `payload migrate` commands run in cms/). */
export const migrationDir = path.resolve(process.cwd(), 'src/migrations');

/** The content model over a registry; validation needs Lexical → HTML only. */
export function contentModel(registry: Registry = currentRegistry): ContentModel {
  return buildContentModel(registry, {
    codec: {
      richText: {
        toHtml: lexicalToHtml,
        toLexical: () => {
          throw new Error('HTML → Lexical is only done by the seed import (createRichText)');
        },
      },
    },
  });
}

export function createCms(options: CmsOptions, registry: Registry = currentRegistry, extra: { logLevel?: string } = {}): Cms {
  const model = contentModel(registry);
  const sqliteFile = options.sqliteFile ?? path.join(options.dataDir, 'cms.db');
  if (!options.databaseUrl) mkdirSync(path.dirname(sqliteFile), { recursive: true });
  const db = options.databaseUrl
    ? postgresAdapter({
        pool: { connectionString: options.databaseUrl },
        blocksAsJSON: true,
        push: false,
        migrationDir,
        prodMigrations: migrations,
      })
    : sqliteAdapter({
        client: { url: `file:${sqliteFile}` },
        blocksAsJSON: true,
        // The schema is pushed by the start step (scripts/prepare.ts), never behind the server's back.
        push: false,
        wal: true,
        busyTimeout: 5_000,
        migrationDir: path.join(options.dataDir, 'sqlite-migrations'),
      });

  const config = buildConfig({
    secret: options.secret,
    admin: {
      user: users.slug,
      importMap: { baseDir: path.resolve(process.cwd()), importMapFile: path.resolve(process.cwd(), 'app/(payload)/admin/importMap.js') },
      meta: { titleSuffix: ' · CMS Telewizji Horyzont' },
      // Payload's default asks gravatar.com for each editor's picture, telling it a hash of their e-mail: not ours to share.
      avatar: 'default',
      dateFormat: 'd MMMM yyyy, HH:mm',
      // What the deploy runner did with what was published (src/deploys/).
      components: {
        beforeDashboard: ['/src/deploys/DeployList#DeployList'],
        // Clicking a block in the live preview opens its fields here.
        providers: [{ path: '/src/preview/EditFromPreview#EditFromPreview', clientProps: { portalOrigin: new URL(options.portalUrl).origin } }],
      },
    },
    endpoints: [deploysEndpoint(options.publishWebhook)],
    // Payload's Polish declines a label it cannot know („Tworzenie nowego Strona”): a wording that fits any label.
    i18n: { supportedLanguages: { pl }, fallbackLanguage: 'pl', translations: { pl: { general: { creatingNewLabel: 'Nowy dokument: {{label}}' } } } },
    editor: richTextEditor(),
    blocks: model.blocks.blocks,
    collections: [pagesCollection(model, options), ...entityCollections(model, options), media(options.dataDir), users],
    globals: [siteGlobal(model, options)],
    hooks: { afterError: [keepFieldErrors] },
    // Scheduled publishing (pages: „Zaplanuj publikację”) is a job Payload queues for its time; this process carries it out.
    jobs: { autoRun: [{ cron: options.scheduleCron ?? SCHEDULE_CRON, queue: 'default', limit: 20, silent: true }] },
    db,
    sharp,
    graphQL: { disable: true },
    telemetry: false,
    typescript: { autoGenerate: false },
    ...(extra.logLevel ? { logger: { options: { level: extra.logLevel } } } : {}),
  });
  return { options, model, config };
}
