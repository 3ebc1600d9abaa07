import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto) and a random salt per password.
 * The stored form carries its parameters, `scrypt$N$r$p$salt$hash`, so they
 * can be raised later while older hashes still verify.
 */

/**
 * Cost 2^15 by default; IDENTITY_SCRYPT_LOG2_N (10–20) changes it for new
 * hashes, e.g. higher on strong servers or lower in tests. Existing hashes keep
 * verifying with the cost they were made with.
 */
function cost(): { N: number; r: number; p: number } {
  const log2N = Number(process.env.IDENTITY_SCRYPT_LOG2_N?.trim() || 15);
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 20) throw new Error('IDENTITY_SCRYPT_LOG2_N must be a whole number from 10 to 20');
  return { N: 2 ** log2N, r: 8, p: 1 };
}

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// scrypt needs 128 * N * r bytes (2^20 with r = 8: 1 GiB); Node's default ceiling is 32 MiB.
const MAX_MEMORY = 1100 * 1024 * 1024;

/** Longer inputs are refused before hashing, so nobody can make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 200;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  if (password.length > MAX_PASSWORD_LENGTH) throw new RangeError('Password too long to hash');
  const salt = randomBytes(SALT_LENGTH);
  const parameters = cost();
  const key = await derive(password, salt, KEY_LENGTH, parameters);
  return ['scrypt', parameters.N, parameters.r, parameters.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;

/** Spends the time of one verification when there is no account, so response times do not reveal which e-mails exist. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await decoy);
  return false;
}
