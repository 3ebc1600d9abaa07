// The CMS's configuration, read from the environment (all optional).
import path from 'node:path';
import { isWebhookSecret } from '../../../src/security/standard-webhooks.ts';
import type { PublishHook } from '../hooks/publish-webhook.ts';
import { persistentSecret } from './secrets.ts';

export type CmsOptions = {
  /** Where the embedded database, uploads and generated secrets live (git-ignored). */
  dataDir: string;
  /** postgres://… switches from the embedded SQLite database to PostgreSQL. */
  databaseUrl?: string;
  /** The embedded database's file (default dataDir/cms.db). */
  sqliteFile?: string;
  /** Signs Payload's sessions. */
  secret: string;
  /** Signs live-preview tokens (HMAC-SHA256). */
  previewSecret: string;
  /** The portal whose /podglad route renders previews. */
  portalUrl: string;
  /** The deployment's build hook (the portal's deploy runner), told when content is published, and the secret that signs it. */
  publishWebhook?: PublishHook;
  /** When set, the content API requires `Authorization: Bearer <token>`. */
  contentToken?: string;
  /** How often scheduled publishing and unpublishing is carried out (a cron with seconds; default every 10 s). */
  scheduleCron?: string;
};

/** Scheduled publishing runs this often by default: a page goes live or off at most 10 s after its time (and the deploy after it). */
export const SCHEDULE_CRON = '*/10 * * * * *';

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url);

function publishHookFromEnv(env: Record<string, string | undefined>): PublishHook | undefined {
  const url = env.CMS_PUBLISH_WEBHOOK_URL?.trim();
  if (!url) return undefined;
  const secret = env.CMS_PUBLISH_WEBHOOK_SECRET?.trim() ?? '';
  if (!isWebhookSecret(secret))
    throw new Error(
      'CMS_PUBLISH_WEBHOOK_URL needs CMS_PUBLISH_WEBHOOK_SECRET: the whsec_… secret the deploy runner verifies (its DEPLOY_HOOK_SECRET)',
    );
  return { url, secret };
}

export function cmsOptionsFromEnv(env: Record<string, string | undefined> = process.env): CmsOptions {
  const dataDir = path.resolve(env.CMS_DATA_DIR || path.join(process.cwd(), '.data'));
  const databaseUrl = env.CMS_DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl))
    throw new Error(`CMS_DATABASE_URL must be a postgres:// address (it is "${databaseUrl}"); without it the CMS uses SQLite in ${dataDir}`);
  return {
    dataDir,
    databaseUrl,
    secret: persistentSecret(dataDir, 'payload-secret', env.PAYLOAD_SECRET),
    previewSecret: persistentSecret(dataDir, 'preview-secret', env.CMS_PREVIEW_SECRET),
    portalUrl: (env.PORTAL_URL || 'http://127.0.0.1:4321').replace(/\/+$/, ''),
    publishWebhook: publishHookFromEnv(env),
    contentToken: env.CONTENT_TOKEN || undefined,
    scheduleCron: env.CMS_SCHEDULE_CRON?.trim() || SCHEDULE_CRON,
  };
}
