import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks (https://www.standardwebhooks.com): the headers a
 * receiver verifies and de-duplicates by, for the forms' deliveries and the
 * CMS's publish hook (which imports this file). The secret is `whsec_` and the
 * base64 of the key; the signature is `v1,` and the base64 HMAC-SHA256 of
 * `<webhook-id>.<webhook-timestamp>.<body>`.
 */

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export function isWebhookSecret(secret: string): boolean {
  return /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/.test(secret);
}

export function webhookHeaders(secret: string, id: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
