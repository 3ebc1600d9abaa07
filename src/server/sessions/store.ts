import { randomUUID } from 'node:crypto';
import type { Queryable, Transaction } from '../db/index.ts';
import { newToken, sessionIdOf } from './tokens.ts';

/**
 * Sessions in the `sessions` table: everything a request needs lives in the
 * database, so any number of Node processes can serve the same visitor.
 * Times come from the caller's clock (never the database's `now()`), so one
 * injected clock drives creation, expiry and last-seen alike.
 */

/** Per-session fields of the spec's session (section 3) that the server keeps; `sessionId` is the public id. */
export type StoredSessionData = Record<string, unknown> & { sessionId?: string };

export interface SessionRecord {
  /** SHA-256 hex of the cookie token. */
  id: string;
  customerId: string | null;
  xsrfToken: string;
  data: StoredSessionData;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /**
   * The versions of the customer's records and of the cart owner's carts
   * (migration 0011) as they were when the session was read: set by
   * findLiveSession only, so a record a request has written since has none.
   */
  cacheVersions?: CacheVersions;
}

export interface CacheVersions {
  customer: string;
  cart: string;
}

/** A session together with the cookie token that names it; the token exists only here and in the cookie. */
export interface IssuedSession {
  token: string;
  record: SessionRecord;
}

interface SessionRow {
  id: string;
  customer_id: string | null;
  xsrf_token: string;
  data: StoredSessionData;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

interface VersionedSessionRow extends SessionRow {
  customer_version: string | null;
  cart_version: string | null;
}

const COLUMNS = 'id, customer_id, xsrf_token, data, created_at, last_seen_at, expires_at';

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    xsrfToken: row.xsrf_token,
    data: row.data,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

export interface SessionClock {
  now: Date;
  idleMs: number;
}

/** A new session; its XSRF token is a new one unless given (a visitor's signed token, sessions/visitor-xsrf.ts). */
export async function createSession(
  db: Queryable,
  clock: SessionClock,
  data: StoredSessionData = {},
  xsrfToken = newToken(),
): Promise<IssuedSession> {
  const token = newToken();
  const result = await db.query<SessionRow>(
    `INSERT INTO sessions (id, xsrf_token, data, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3::jsonb, $4, $4, $5) RETURNING ${COLUMNS}`,
    [sessionIdOf(token), xsrfToken, JSON.stringify({ ...data, sessionId: randomUUID() }), clock.now, later(clock.now, clock.idleMs)],
  );
  return { token, record: toRecord(result.rows[0]!) };
}

/** A key never changed has no row yet: version 0. */
const versionOf = (channel: string, key: string) =>
  `coalesce((SELECT v.version::text FROM cache_versions v WHERE v.key = '${channel}:' || ${key}), '0')`;

/**
 * The live sessions among these ids, with the versions of what each shows
 * (one round trip for all); expired ones are deleted on sight and read as none.
 */
export async function findLiveSessions(db: Queryable, ids: readonly string[], now: Date): Promise<Map<string, SessionRecord>> {
  const { rows } = await db.query<VersionedSessionRow>(
    `SELECT ${COLUMNS},
            CASE WHEN customer_id IS NULL THEN NULL ELSE ${versionOf('portal_customer_changed', 'customer_id::text')} END AS customer_version,
            ${versionOf('portal_cart_changed', `coalesce('c:' || customer_id::text, 's:' || id)`)} AS cart_version
       FROM sessions WHERE id = ANY($1::text[])`,
    [ids],
  );
  const live = new Map<string, SessionRecord>();
  const expired: string[] = [];
  for (const row of rows) {
    if (row.expires_at.getTime() <= now.getTime()) expired.push(row.id);
    else live.set(row.id, { ...toRecord(row), cacheVersions: { customer: row.customer_version ?? '0', cart: row.cart_version ?? '0' } });
  }
  if (expired.length) await db.query('DELETE FROM sessions WHERE id = ANY($1::text[]) AND expires_at <= $2', [expired, now]);
  return live;
}

export async function findLiveSession(db: Queryable, id: string, now: Date): Promise<SessionRecord | null> {
  return (await findLiveSessions(db, [id], now)).get(id) ?? null;
}

/** Records activity: last seen now, expiry one idle period later. An already expired session is not revived. */
export async function touchSession(db: Queryable, id: string, clock: SessionClock): Promise<boolean> {
  const result = await db.query('UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1 AND expires_at > $2', [
    id,
    clock.now,
    later(clock.now, clock.idleMs),
  ]);
  return result.rowCount === 1;
}

/** Merges fields into the session's data (top-level keys replaced). */
export async function updateSessionData(db: Queryable, id: string, patch: StoredSessionData): Promise<SessionRecord | null> {
  const result = await db.query<SessionRow>(`UPDATE sessions SET data = data || $2::jsonb WHERE id = $1 RETURNING ${COLUMNS}`, [
    id,
    JSON.stringify(patch),
  ]);
  const row = result.rows[0];
  return row ? toRecord(row) : null;
}

export async function deleteSession(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [id]);
}

export interface RotateChanges {
  /** The customer the session now belongs to (login), or null (logout); unchanged when left out. */
  customerId?: string | null;
}

/**
 * A new id and XSRF token for the same session (login: a token an attacker
 * planted before login is worthless after it). Data, carts and events follow
 * the new id (ON UPDATE CASCADE). Null when the session is gone.
 */
export async function rotateSession(db: Transaction, oldId: string, clock: SessionClock, changes: RotateChanges = {}): Promise<IssuedSession | null> {
  const token = newToken();
  const setCustomer = changes.customerId !== undefined;
  const result = await db.query<SessionRow>(
    `UPDATE sessions
        SET id = $2, rotated_from = id, xsrf_token = $3, last_seen_at = $4, expires_at = $5
            ${setCustomer ? ', customer_id = $6' : ''}
      WHERE id = $1 AND expires_at > $4
      RETURNING ${COLUMNS}`,
    [oldId, sessionIdOf(token), newToken(), clock.now, later(clock.now, clock.idleMs), ...(setCustomer ? [changes.customerId] : [])],
  );
  const row = result.rows[0];
  return row ? { token, record: toRecord(row) } : null;
}

/**
 * Removes expired sessions, the anonymous carts they leave behind (a cart
 * with neither session nor customer can never be ordered) and the cart
 * versions of sessions gone (their ids never come back, so no process can
 * be holding a value under them). Returns how many sessions went.
 */
export async function purgeExpiredSessions(db: Transaction, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
    await tx.query('DELETE FROM carts WHERE session_id IS NULL AND customer_id IS NULL');
    await tx.query(
      `DELETE FROM cache_versions v WHERE v.key LIKE 'portal_cart_changed:s:%'
          AND NOT EXISTS (SELECT 1 FROM sessions s WHERE v.key = 'portal_cart_changed:s:' || s.id)`,
    );
    return removed.rowCount;
  });
}
