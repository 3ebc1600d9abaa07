import { createHash, generateKeyPair, randomBytes, type KeyObject, type webcrypto } from 'node:crypto';

/** A private JSON Web Key with its key id. */
export type SigningJwk = webcrypto.JsonWebKey & { kid?: string };
import type { Queryable } from '../db/index.ts';
import { storedSecret as stored } from '../stored-secrets.ts';

/**
 * Secrets the embedded provider generates on its first start and keeps in the
 * database (src/server/stored-secrets.ts).
 */

export interface SigningKeySet {
  keys: SigningJwk[];
}

async function newRsaSigningKey(): Promise<SigningJwk> {
  const privateKey = await new Promise<KeyObject>((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048 }, (error, _publicKey, key) => (error ? reject(error) : resolve(key))),
  );
  const jwk = privateKey.export({ format: 'jwk' });
  // The RFC 7638 thumbprint as key id, so a key keeps its id wherever it is loaded.
  const kid = createHash('sha256')
    .update(JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n }))
    .digest('base64url');
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
