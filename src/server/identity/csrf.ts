import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendSetCookie, readCookie } from './http.ts';

/**
 * Form tokens for the identity pages. The browser holds a random value in an
 * HttpOnly cookie; each form carries an HMAC of that value and what the form
 * is bound to (an interaction, an account page). Another site can neither
 * read the cookie nor compute the HMAC without the server's key, and a token
 * for one interaction is worthless for another.
 */

const COOKIE = 'identity_csrf';
const VALUE = /^[A-Za-z0-9_-]{43}$/;

export interface CsrfGuard {
  /** The token to embed in a form; sets the cookie when the browser has none. */
  issue(req: IncomingMessage, res: ServerResponse, binding: string): string;
  verify(req: IncomingMessage, token: string, binding: string): boolean;
}

export function createCsrfGuard(options: { keys: readonly string[]; cookiePath: string; secure: boolean }): CsrfGuard {
  if (options.keys.length === 0) throw new Error('CSRF guard needs at least one key');
  // A key of its own, derived from the cookie keys, so these MACs never collide with cookie signatures.
  const macKeys = options.keys.map((key) => createHmac('sha256', key).update('identity-form-token').digest());
  const mac = (key: Buffer, value: string, binding: string) => createHmac('sha256', key).update(`${value}|${binding}`).digest();

  return {
    issue(req, res, binding) {
      let value = readCookie(req, COOKIE);
      if (!value || !VALUE.test(value)) {
        value = randomBytes(32).toString('base64url');
        const attributes = [`${COOKIE}=${value}`, `Path=${options.cookiePath}`, 'HttpOnly', 'SameSite=Lax'];
        if (options.secure) attributes.push('Secure');
        appendSetCookie(res, attributes.join('; '));
        // Later calls during this request must use the same value.
        req.headers.cookie = `${req.headers.cookie ? `${req.headers.cookie}; ` : ''}${COOKIE}=${value}`;
      }
      return mac(macKeys[0] as Buffer, value, binding).toString('base64url');
    },
    verify(req, token, binding) {
      const value = readCookie(req, COOKIE);
      if (!value || !VALUE.test(value) || !token) return false;
      const given = Buffer.from(token, 'base64url');
      // Every key is tried, so tokens issued before a key rotation stay valid until the old key is dropped.
      return macKeys.some((key) => {
        const expected = mac(key, value, binding);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
  };
}
