import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of the payment gateway's notifications: HMAC-SHA256, keyed with
 * the shared secret, over the canonical JSON of every field but `signature`
 * (object keys sorted at every level, no spaces). Field order or whitespace
 * cannot change the signature, and no field can be added, dropped or altered
 * without breaking it.
 */

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('payment-notification').digest();

export function signatureOf(fields: Record<string, unknown>, secret: string): string {
  return createHmac('sha256', keyOf(secret)).update(canonicalJson(fields)).digest('hex');
}

export function sign<T extends Record<string, unknown>>(fields: T, secret: string): T & { signature: string } {
  return { ...fields, signature: signatureOf(fields, secret) };
}

/** Whether the body's signature matches the rest of it (constant-time comparison). */
export function hasValidSignature(body: Record<string, unknown> & { signature: string }, secret: string): boolean {
  const { signature, ...fields } = body;
  const expected = Buffer.from(signatureOf(fields, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
