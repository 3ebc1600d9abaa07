import type { Limit } from '#api-contract/limits.ts';
import type { Queryable } from './db/index.ts';

/**
 * Fixed-window attempt counters in the database (table rate_limit_buckets),
 * so every server on one database counts the same attempts. Call `consume`
 * on the database itself, never inside the transaction of the attempt: a
 * refused attempt rolls its transaction back, and must still count. Or count
 * at the start of that transaction and undo a refused attempt to a savepoint
 * taken after the count (cart/finalize's instant codes): the bucket stays
 * locked until the attempt ends, and one the server never finished counts nothing.
 */

/** A limit the contract declares (#api-contract/limits.ts); its name is the bucket key's prefix. */
export type RateRule = Pick<Limit, 'name' | 'limit' | 'windowMs'>;

export interface RateDecision {
  allowed: boolean;
  /** Attempts made in this window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  retryAfterMs: number;
}

/** The start of the fixed window `now` falls in. */
export const windowStart = (rule: RateRule, now: Date): Date => new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);

/** Counts one attempt by `subject` (a customer id, a session id, an MSISDN) under the rule. */
export async function consume(db: Queryable, rule: RateRule, subject: string, now: Date): Promise<RateDecision> {
  const start = windowStart(rule, now).getTime();
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
     RETURNING count`,
    [`${rule.name}:${subject}`, new Date(start)],
  );
  const count = Number(rows[0]?.count ?? 1);
  return { allowed: count <= rule.limit, count, retryAfterMs: start + rule.windowMs - now.getTime() };
}

/** Whose attempts a session's call counts: its signed-in customer (on every device), else the session. */
export const callerSubject = (session: { id: string; customerId: string | null }): string =>
  session.customerId ? `customer:${session.customerId}` : `session:${session.id}`;

/**
 * The checks of a call limited per caller and per address: the caller (a
 * signed-in customer on every device, else the session) always, the address
 * unless the contract counts it for anonymous callers only (`anonymousOnly`:
 * registrations are limited, so accounts cost an attacker something, and
 * thousands of customers may share one address).
 */
export const perCaller = (
  rule: RateRule,
  perAddress: Pick<Limit, 'name' | 'limit' | 'windowMs' | 'anonymousOnly'>,
  caller: { session: { id: string; customerId: string | null }; address: string },
): RateCheck[] => [
  [rule, callerSubject(caller.session)],
  ...(perAddress.anonymousOnly && caller.session.customerId ? [] : [[perAddress, caller.address] as const]),
];

/** One limit an attempt counts against: a rule and whose attempts it counts (a customer, a session, an address, a number). */
export type RateCheck = readonly [rule: RateRule, subject: string];

/**
 * Counts one attempt under every check at once (one statement), so a caller
 * limited per session or account is limited per address too: a new session
 * or a new account does not start the address's count afresh. Allowed only
 * when every count is within its limit; every check counts either way.
 */
export async function consumeAll(db: Queryable, checks: readonly RateCheck[], now: Date): Promise<boolean> {
  const buckets = new Map<string, { limit: number; start: Date }>();
  for (const [rule, subject] of checks) {
    buckets.set(`${rule.name}:${subject}`, { limit: rule.limit, start: windowStart(rule, now) });
  }
  if (buckets.size === 0) return true;
  // Always in the same order, so two concurrent attempts lock the buckets without deadlocking.
  const keys = [...buckets.keys()].sort();
  const { rows } = await db.query<{ key: string; count: number }>(
    `INSERT INTO rate_limit_buckets (key, window_start, count)
     SELECT key, window_start, 1 FROM unnest($1::text[], $2::timestamptz[]) AS attempt (key, window_start)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
     RETURNING key, count`,
    [keys, keys.map((key) => buckets.get(key)!.start)],
  );
  return rows.every((row) => Number(row.count) <= buckets.get(row.key)!.limit);
}

/** Attempts already counted for `subject` in the current window, without counting one. */
export async function attempts(db: Queryable, rule: RateRule, subject: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count FROM rate_limit_buckets WHERE key = $1 AND window_start = $2', [
    `${rule.name}:${subject}`,
    windowStart(rule, now),
  ]);
  return Number(rows[0]?.count ?? 0);
}

/** Drops the buckets of windows that ended more than a day ago (cleanup task). */
export async function purgeRateLimitBuckets(db: Queryable, now: Date): Promise<number> {
  const result = await db.query('DELETE FROM rate_limit_buckets WHERE window_start < $1', [new Date(now.getTime() - 24 * 60 * 60 * 1000)]);
  return result.rowCount;
}
