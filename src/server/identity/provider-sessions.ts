import type { Queryable } from '../db/index.ts';

/**
 * Ending the embedded provider's sessions of an account from the portal
 * ("log out other devices"). A provider session is the row behind the
 * browser's provider cookie: while it lives, that browser signs in again
 * without a password (and a prompt=none round trip succeeds). Its grants
 * carry the codes and tokens issued under them (adapter.ts).
 */

/** The models issued under a grant, besides the grant itself. */
const ISSUED = ['AccessToken', 'RefreshToken', 'AuthorizationCode'];

/**
 * Deletes every provider session of the account except the one whose
 * authorization for a client carries the sid `keepSid` (the caller's, from
 * the ID token it signed in with), and every grant with what was issued
 * under it except the kept session's. Without `keepSid` every session goes.
 * Returns how many sessions were ended. Run it inside the caller's transaction.
 */
export async function endOtherProviderSessions(db: Queryable, accountId: string, keepSid: string | null): Promise<number> {
  const kept = await db.query<{ id: string; grant_ids: string[] }>(
    `SELECT s.id, coalesce(array_agg(a.value->>'grantId') FILTER (WHERE a.value->>'grantId' IS NOT NULL), '{}') AS grant_ids
       FROM oidc_payloads s, jsonb_each(coalesce(s.payload->'authorizations', '{}'::jsonb)) a
      WHERE s.model = 'Session' AND s.payload->>'accountId' = $1 AND $2::text IS NOT NULL
        AND EXISTS (SELECT 1 FROM jsonb_each(s.payload->'authorizations') k WHERE k.value->>'sid' = $2)
      GROUP BY s.id`,
    [accountId, keepSid],
  );
  const keptSessions = kept.rows.map((row) => row.id);
  const keptGrants = kept.rows.flatMap((row) => row.grant_ids);
  const ended = await db.query(`DELETE FROM oidc_payloads WHERE model = 'Session' AND payload->>'accountId' = $1 AND NOT (id = ANY($2::text[]))`, [
    accountId,
    keptSessions,
  ]);
  await db.query(
    `DELETE FROM oidc_payloads
      WHERE payload->>'accountId' = $1
        AND ((model = 'Grant' AND NOT (id = ANY($2::text[]))) OR (model = ANY($3::text[]) AND NOT (coalesce(grant_id, '') = ANY($2::text[]))))`,
    [accountId, keptGrants, ISSUED],
  );
  return ended.rowCount;
}

/** The sid claim of an ID token the portal verified at sign-in and kept server-side; null when it has none. */
export function sidOfIdToken(idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown };
    return typeof claims.sid === 'string' && claims.sid !== '' ? claims.sid : null;
  } catch {
    return null;
  }
}
