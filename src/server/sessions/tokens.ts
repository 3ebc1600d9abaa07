import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Session secrets. The cookie holds a random token; the database holds only
 * its SHA-256 digest, so a leaked sessions table cannot be replayed as cookies.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes, base64url (43 characters, cookie-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A value that can be a token we issued; anything else is ignored without hashing it. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** The sessions table's id of a cookie token: SHA-256, lower-case hex. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison, so response timing tells nothing about how much of a guess was right. */
export function tokensEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
