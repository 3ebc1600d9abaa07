import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/index.ts';
import { attempts, consume, type RateRule } from '../rate-limit.ts';
import { normaliseLogin } from './accounts.ts';

/**
 * Brute-force protection of every form that checks a password (login and
 * the account pages): failed attempts are counted per login and per client
 * address in the database, and once either count reaches its limit the
 * password is not even checked until the window ends. Successful sign-ins
 * do not count, so a customer who types correctly is never locked out by
 * their own use.
 */

const WINDOW_MS = 15 * 60 * 1000;
export const failedPasswordRules = {
  perLogin: { name: 'password-login', limit: 10, windowMs: WINDOW_MS },
  perAddress: { name: 'password-address', limit: 50, windowMs: WINDOW_MS },
} as const satisfies Record<string, RateRule>;

export interface PasswordThrottle {
  /** Minutes until another attempt is allowed, or 0 when it is allowed now. */
  blockedFor(req: IncomingMessage, login: string): Promise<number>;
  /** Counts a failed attempt. */
  failed(req: IncomingMessage, login: string): Promise<void>;
}

function addressOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

export function passwordThrottle(db: Queryable, options: { trustProxy?: boolean; now?: () => Date } = {}): PasswordThrottle {
  const now = options.now ?? (() => new Date());
  const subjects = (req: IncomingMessage, login: string) =>
    [
      [failedPasswordRules.perLogin, normaliseLogin(login) || '-'],
      [failedPasswordRules.perAddress, addressOf(req, options.trustProxy ?? false)],
    ] as const;

  return {
    async blockedFor(req, login) {
      const at = now();
      let waitMs = 0;
      for (const [rule, subject] of subjects(req, login)) {
        if ((await attempts(db, rule, subject, at)) >= rule.limit) {
          const windowEnd = Math.floor(at.getTime() / rule.windowMs) * rule.windowMs + rule.windowMs;
          waitMs = Math.max(waitMs, windowEnd - at.getTime());
        }
      }
      return waitMs === 0 ? 0 : Math.ceil(waitMs / 60_000);
    },
    async failed(req, login) {
      const at = now();
      for (const [rule, subject] of subjects(req, login)) await consume(db, rule, subject, at);
    },
  };
}
