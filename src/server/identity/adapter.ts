import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/index.ts';

/**
 * oidc-provider's storage on the table oidc_payloads: one row per stored model
 * instance (session, interaction, grant, codes, tokens…), so every server
 * process sees the same state. An expired row is treated as absent and later
 * removed by purgeExpiredOidcPayloads.
 */

interface PayloadRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

const LIVE = '(expires_at IS NULL OR expires_at > now())';

function withConsumed(row: PayloadRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  // oidc-provider only checks that `consumed` is set; it records the moment in seconds.
  return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload;
}

export class DatabaseAdapter implements Adapter {
  readonly #db: Queryable;
  readonly #model: string;

  constructor(db: Queryable, model: string) {
    this.#db = db;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.#db.query(
      `INSERT INTO oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::integer IS NULL THEN NULL ELSE now() + make_interval(secs => $7::integer) END)
       ON CONFLICT (model, id) DO UPDATE SET
         payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
         user_code = excluded.user_code, expires_at = excluded.expires_at`,
      [this.#model, id, JSON.stringify(payload), payload.grantId, payload.uid, payload.userCode, expiresIn],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('id', id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('uid', uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.#db.query(`UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2 AND consumed_at IS NULL`, [this.#model, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.#db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.#model, id]);
  }

  /** Everything issued under the grant goes, whatever its model: codes, tokens and the grant itself. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db.query(`DELETE FROM oidc_payloads WHERE grant_id = $1 OR (model = 'Grant' AND id = $1)`, [grantId]);
  }

  async #findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.#db.query<PayloadRow>(
      `SELECT payload, consumed_at FROM oidc_payloads WHERE model = $1 AND ${column} = $2 AND ${LIVE}`,
      [this.#model, value],
    );
    return withConsumed(rows[0]);
  }
}

/** oidc-provider's `adapter` option: a factory called once per model name. */
export function databaseAdapterFactory(db: Queryable): (model: string) => Adapter {
  return (model) => new DatabaseAdapter(db, model);
}

/** Deletes rows past their expiry; returns how many. Run it from a periodic cleanup. */
export async function purgeExpiredOidcPayloads(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM oidc_payloads WHERE expires_at <= now()');
  return rowCount;
}
