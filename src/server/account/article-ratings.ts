import type { Database } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { consumeAll, perCaller } from '../rate-limit.ts';
import { limits } from '#api-contract/limits.ts';
import { accountMessages } from '#domain/account-messages.ts';

/** Help-article feedback: one vote per session and article, and the article's totals. */

export interface ArticleVote {
  sessionId: string;
  /** The client address the per-address limit counts (http/client-address.ts). */
  address: string;
  customerId: string | null;
  uri: string;
  helpful: boolean;
  comment: string | undefined;
  now: Date;
}

/** /pomoc/a/b/ and /pomoc/a/b are one article. */
export function articlePath(uri: string): string {
  return uri.endsWith('/') ? uri.slice(0, -1) : uri;
}

export async function rateArticle(db: Database, vote: ArticleVote): Promise<{ helpful: number; notHelpful: number }> {
  // Bounds what one reader can store; an anonymous one per address too, or new sessions would start afresh.
  const checks = perCaller(limits.articleRatings, limits.articleRatingsPerAddress, {
    session: { id: vote.sessionId, customerId: vote.customerId },
    address: vote.address,
  });
  if (!(await consumeAll(db, checks, vote.now))) throw new CallError(429, accountMessages.tooManyRatings);
  const uri = articlePath(vote.uri);
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO article_ratings (uri, session_id, customer_id, helpful, comment, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (session_id, uri) WHERE session_id IS NOT NULL
       DO UPDATE SET helpful = EXCLUDED.helpful, comment = EXCLUDED.comment, customer_id = EXCLUDED.customer_id, updated_at = EXCLUDED.updated_at`,
      [uri, vote.sessionId, vote.customerId, vote.helpful, vote.comment ?? null, vote.now],
    );
    const { rows } = await tx.query<{ helpful: number; not_helpful: number }>(
      `SELECT count(*) FILTER (WHERE helpful)::int AS helpful, count(*) FILTER (WHERE NOT helpful)::int AS not_helpful
       FROM article_ratings WHERE uri = $1`,
      [uri],
    );
    return { helpful: Number(rows[0]?.helpful ?? 0), notHelpful: Number(rows[0]?.not_helpful ?? 0) };
  });
}
