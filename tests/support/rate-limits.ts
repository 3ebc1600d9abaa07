import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '#server/db/index.ts';
import { windowStart, type RateRule } from '#server/rate-limit.ts';

/** A window that ends sooner than this is waited out first, so the attempts a test makes fall in the window it filled. */
const MARGIN_MS = 15_000;

/**
 * Counts all but the last `left` attempts a limit allows `subject` in the
 * current window, as if they had been made, so a test of a large limit
 * makes only the last few itself and then meets the refusal.
 */
export async function spendAllBut(db: Queryable, rule: RateRule, subject: string, now: () => Date, left: number): Promise<void> {
  const remaining = windowStart(rule, now()).getTime() + rule.windowMs - now().getTime();
  if (remaining < MARGIN_MS) await sleep(remaining);
  await db.query(
    `INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ($1, $2, $3)
     ON CONFLICT (key, window_start) DO UPDATE SET count = EXCLUDED.count`,
    [`${rule.name}:${subject}`, windowStart(rule, now()), rule.limit - left],
  );
}
