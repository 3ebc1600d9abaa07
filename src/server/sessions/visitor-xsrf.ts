import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { storedSecret } from '../stored-secrets.ts';
import { tokensEqual } from './tokens.ts';

/**
 * XSRF tokens of visitors who have no stored session yet. sessionData gives a
 * visitor who has done nothing the anonymous session without writing a row,
 * and this token in the XSRF-TOKEN cookie: a random nonce with the server's
 * HMAC of it, so it needs no storage and any server on the database verifies
 * it. The first state-changing call that needs a session echoes it in
 * X-XSRF-TOKEN as usual (double submit: header and cookie equal, and the
 * signature ours), and the session it starts keeps it as its XSRF token.
 */

const NONCE_BYTES = 32;
const PURPOSE = 'portal-visitor-xsrf:';
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

export interface VisitorXsrf {
  /** A new signed token. */
  issue(): string;
  /** Whether the value is a token this server's key signed. */
  isValid(value: unknown): value is string;
}

export function visitorXsrf(key: string): VisitorXsrf {
  const mac = (nonce: string) =>
    createHmac('sha256', key)
      .update(PURPOSE + nonce)
      .digest('base64url');
  return {
    issue() {
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      return `${nonce}.${mac(nonce)}`;
    },
    isValid(value): value is string {
      if (typeof value !== 'string') return false;
      const match = TOKEN_PATTERN.exec(value);
      return match !== null && tokensEqual(match[2]!, mac(match[1]!));
    },
  };
}

/** The signing key, generated once and shared by every server process on the database. */
export function storedVisitorXsrfKey(db: Queryable): Promise<string> {
  return storedSecret(db, 'visitor_xsrf_key', async () => randomBytes(32).toString('base64url'));
}
