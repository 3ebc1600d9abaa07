import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../db/index.ts';
import { rawClientAddress } from '../http/client-address.ts';
import { attempts, consume, consumeAll, windowStart } from '../rate-limit.ts';
import { limits } from '#api-contract/limits.ts';
import { normaliseLogin } from './accounts.ts';

/**
 * Brute-force protection of every form that checks a password (login and
 * the account pages): failed attempts are counted per login and per client
 * address in the database, and once either count reaches its limit the
 * password is not even checked until the window ends. Successful sign-ins
 * do not count, so a customer who types correctly is never locked out by
 * their own use. New accounts are limited per client address too. The
 * address is the one the API's limits count (TRUST_PROXY's rule).
 */

export interface PasswordThrottle {
  /** Minutes until another attempt is allowed, or 0 when it is allowed now. */
  blockedFor(req: IncomingMessage, login: string): Promise<number>;
  /** Counts a failed attempt. */
  failed(req: IncomingMessage, login: string): Promise<void>;
  /** Counts a registration about to be made; minutes until another is allowed when this one is not, else 0. */
  registering(req: IncomingMessage): Promise<number>;
}

export function passwordThrottle(db: Queryable, options: { now?: () => Date } = {}): PasswordThrottle {
  const now = options.now ?? (() => new Date());
  const subjects = (req: IncomingMessage, login: string) =>
    [
      [limits.failedPasswordsPerLogin, normaliseLogin(login) || '-'],
      [limits.failedPasswordsPerAddress, rawClientAddress(req)],
    ] as const;

  return {
    async blockedFor(req, login) {
      const at = now();
      let waitMs = 0;
      for (const [rule, subject] of subjects(req, login)) {
        if ((await attempts(db, rule, subject, at)) >= rule.limit) {
          const windowEnd = windowStart(rule, at).getTime() + rule.windowMs;
          waitMs = Math.max(waitMs, windowEnd - at.getTime());
        }
      }
      return waitMs === 0 ? 0 : Math.ceil(waitMs / 60_000);
    },
    async failed(req, login) {
      const at = now();
      for (const [rule, subject] of subjects(req, login)) await consume(db, rule, subject, at);
    },
    async registering(req) {
      const at = now();
      const rule = limits.registrations;
      if (await consumeAll(db, [[rule, rawClientAddress(req)]], at)) return 0;
      const windowEnd = windowStart(rule, at).getTime() + rule.windowMs;
      return Math.ceil((windowEnd - at.getTime()) / 60_000);
    },
  };
}
