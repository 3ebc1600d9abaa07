import { createHash, generateKeyPair, randomBytes, type KeyObject, type webcrypto } from 'node:crypto';

/** A private JSON Web Key with its key id. */
export type SigningJwk = webcrypto.JsonWebKey & { kid?: string };
import type { Queryable } from '../db/index.ts';

/**
 * Secrets the embedded provider generates on its first start and keeps in the
 * database (table identity_secrets), so every server process and every restart
 * signs and verifies with the same keys. When two processes start at once the
 * first insert wins and both read the stored value.
 */

export interface SigningKeySet {
  keys: SigningJwk[];
}

async function stored<T>(db: Queryable, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () =>
    (await db.query<{ value: T }>('SELECT value FROM identity_secrets WHERE name = $1', [name])).rows[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  await db.query('INSERT INTO identity_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    JSON.stringify(await create()),
  ]);
  const value = await read();
  if (value === undefined) throw new Error(`Secret ${name} could not be stored`);
  return value;
}

async function newRsaSigningKey(): Promise<SigningJwk> {
  const privateKey = await new Promise<KeyObject>((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, _publicKey, key) => (error ? reject(error) : resolve(key))),
  );
  const jwk = privateKey.export({ format: 'jwk' });
  // The RFC 7638 thumbprint as key id, so a key keeps its id wherever it is loaded.
  const kid = createHash('sha256').update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n })).digest('base64url');
  return { ...jwk, kid, use: 'sig', alg: 'RS256' };
}

export function storedSigningKeys(db: Queryable): Promise<SigningKeySet> {
  return stored(db, 'signing_keys', async () => ({ keys: [await newRsaSigningKey()] }));
}

export function storedCookieKeys(db: Queryable): Promise<string[]> {
  return stored(db, 'cookie_keys', async () => [randomBytes(32).toString('base64url')]);
}

/** The portal client's secret when configuration gives none; the relying party reads the same value. */
export function storedClientSecret(db: Queryable, clientId: string): Promise<string> {
  return stored(db, `client_secret_${clientId.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`, async () => randomBytes(32).toString('base64url'));
}
