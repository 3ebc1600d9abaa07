import type { Database } from '../db/index.ts';
import { DEFAULT_DELIVERY, startFormsDelivery, type DeliverySettings, type FormsDelivery } from './delivery.ts';
import { isWebhookSecret } from '#security/standard-webhooks.ts';
import { storedFormTokenKey } from './token.ts';

/**
 * The forms' server side as the app holds it: the token key and the
 * delivery queue, each started on first use (tests of other areas never pay
 * for the queue) or at start-up by the server (start.ts), so jobs left by a
 * previous run are delivered at once.
 */
export interface FormsService {
  tokenKey(): Promise<string>;
  delivery(): Promise<FormsDelivery>;
  close(): Promise<void>;
}

type Log = { warn: (o: object, m: string) => void; error: (o: object, m: string) => void };

export function createFormsService(db: Database, settings: Partial<DeliverySettings>, log: Log): FormsService {
  let key: Promise<string> | undefined;
  let delivery: Promise<FormsDelivery> | undefined;
  return {
    tokenKey: () => (key ??= storedFormTokenKey(db)),
    delivery: () => {
      delivery ??= startFormsDelivery(db, { ...DEFAULT_DELIVERY, ...settings }, log);
      // A failed start is tried again by the next form rather than remembered.
      delivery.catch(() => (delivery = undefined));
      return delivery;
    },
    async close() {
      const started = await delivery?.catch(() => undefined);
      await started?.stop();
    },
  };
}

function positive(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${text}"`);
  return value;
}

/**
 * FORMS_WEBHOOK_URL (http or https), FORMS_WEBHOOK_SECRET (whsec_…; default:
 * generated and kept in the database), FORMS_WEBHOOK_TIMEOUT_MS,
 * FORMS_RETRY_DELAY_SECONDS, FORMS_RETRY_DELAY_MAX_SECONDS, FORMS_RETRY_LIMIT, FORMS_POLL_SECONDS.
 */
export function formsDeliveryFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<DeliverySettings> {
  const url = env.FORMS_WEBHOOK_URL?.trim() || undefined;
  if (url && !/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`FORMS_WEBHOOK_URL must be an http(s) address, not "${url}"`);
  const secret = env.FORMS_WEBHOOK_SECRET?.trim() || undefined;
  if (secret && !isWebhookSecret(secret))
    throw new Error('FORMS_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ and base64 (at least 12 bytes)');
  const settings: Partial<DeliverySettings> = { url, secret };
  const timeoutMs = positive(env, 'FORMS_WEBHOOK_TIMEOUT_MS');
  const retryDelaySeconds = positive(env, 'FORMS_RETRY_DELAY_SECONDS');
  const retryLimit = positive(env, 'FORMS_RETRY_LIMIT');
  const retryDelayMaxSeconds = positive(env, 'FORMS_RETRY_DELAY_MAX_SECONDS');
  const pollingIntervalSeconds = positive(env, 'FORMS_POLL_SECONDS');
  if (timeoutMs) settings.timeoutMs = timeoutMs;
  if (retryDelaySeconds) settings.retryDelaySeconds = Math.ceil(retryDelaySeconds);
  if (retryLimit) settings.retryLimit = Math.floor(retryLimit);
  if (retryDelayMaxSeconds) settings.retryDelayMaxSeconds = Math.ceil(retryDelayMaxSeconds);
  if (pollingIntervalSeconds) settings.pollingIntervalSeconds = pollingIntervalSeconds;
  return settings;
}

export type { DeliverySettings, FormsDelivery };
