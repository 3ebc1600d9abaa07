import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_TOKEN_AGE_MS, MIN_FILL_MS, isFormKind, type FormKind } from '#forms/protocol.ts';
import type { Queryable } from '../db/index.ts';
import { storedSecret } from '../stored-secrets.ts';

/**
 * The forms' minimum-fill-time token: `v1.<kind>.<issued ms>.<HMAC>`, signed
 * with a key every server process shares (kept in the database). Not a
 * secret a visitor holds: anyone may fetch one, but only a form sent at a
 * human pace after fetching it passes.
 */

export type TokenVerdict = 'ok' | 'missing' | 'forged' | 'too-fresh' | 'expired';

export async function storedFormTokenKey(db: Queryable): Promise<string> {
  return storedSecret(db, 'forms_token_key', async () => randomBytes(32).toString('base64url'));
}

const mac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64url');

export function signFormToken(key: string, kind: FormKind, now: Date): string {
  const body = `v1.${kind}.${now.getTime()}`;
  return `${body}.${mac(key, body)}`;
}

export function verifyFormToken(key: string, token: string | undefined, kind: FormKind, now: Date): TokenVerdict {
  if (!token) return 'missing';
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1' || !isFormKind(parts[1]) || !/^\d{1,15}$/.test(parts[2] ?? '')) return 'forged';
  const body = parts.slice(0, 3).join('.');
  const given = Buffer.from(parts[3] ?? '');
  const expected = Buffer.from(mac(key, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || parts[1] !== kind) return 'forged';
  const age = now.getTime() - Number(parts[2]);
  if (age < MIN_FILL_MS) return 'too-fresh';
  if (age > MAX_TOKEN_AGE_MS) return 'expired';
  return 'ok';
}
