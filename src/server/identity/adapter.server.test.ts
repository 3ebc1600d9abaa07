import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { anyDriver, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { DatabaseAdapter, purgeExpiredOidcPayloads } from './adapter.ts';

describe.each(anyDriver)('oidc-provider storage adapter on %s', (driver) => {
  let t: TestDatabase;
  let db: Database;

  // One schema for the file (migrating one per test is slow); every test uses ids of its own.
  beforeAll(async () => {
    t = await openTestDatabase(driver);
    db = t.db;
  }, 30_000);

  afterAll(() => t?.cleanup());

  it('stores, finds, replaces and destroys a model instance', async () => {
    const codes = new DatabaseAdapter(db, 'AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a1', grantId: 'g1', scope: 'openid' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'a1', grantId: 'g1', scope: 'openid' });
    // Same id under another model is another row.
    expect(await new DatabaseAdapter(db, 'AccessToken').find('c1')).toBeUndefined();

    await codes.upsert('c1', { accountId: 'a1', grantId: 'g1', scope: 'openid email' }, 60);
    expect(await codes.find('c1')).toMatchObject({ scope: 'openid email' });

    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('treats an expired instance as absent and purges it', async () => {
    const sessions = new DatabaseAdapter(db, 'Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 1);
    await sessions.upsert('s2', { uid: 'u2', accountId: 'a2' }, 3600);
    await db.query(`UPDATE oidc_payloads SET expires_at = now() - interval '1 second' WHERE id = 's1'`);

    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
    expect(await sessions.findByUid('u2')).toEqual({ uid: 'u2', accountId: 'a2' });
    expect(await purgeExpiredOidcPayloads(db)).toBe(1);
    expect((await db.query(`SELECT id FROM oidc_payloads WHERE id IN ('s1', 's2')`)).rows).toEqual([{ id: 's2' }]);
  });

  it('keeps an instance stored without expiry', async () => {
    const clients = new DatabaseAdapter(db, 'Client');
    await clients.upsert('portal-2', { client_id: 'portal-2' });
    await purgeExpiredOidcPayloads(db);
    expect(await clients.find('portal-2')).toEqual({ client_id: 'portal-2' });
  });

  it('marks an instance consumed once', async () => {
    const codes = new DatabaseAdapter(db, 'AuthorizationCode');
    await codes.upsert('c2', { grantId: 'g2' }, 60);
    await codes.consume('c2');
    const consumed = await codes.find('c2');
    expect(consumed?.consumed).toEqual(expect.any(Number));
    expect(Math.abs((consumed?.consumed as number) - Date.now() / 1000)).toBeLessThan(60);
  });

  it('finds a device code by its user code', async () => {
    const devices = new DatabaseAdapter(db, 'DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g3' }, 600);
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
    expect(await devices.findByUserCode('ZZZZ-ZZZZ')).toBeUndefined();
  });

  it('revokes everything issued under a grant, and the grant, but nothing else', async () => {
    const codes = new DatabaseAdapter(db, 'AuthorizationCode');
    const tokens = new DatabaseAdapter(db, 'AccessToken');
    const grants = new DatabaseAdapter(db, 'Grant');
    await grants.upsert('g4', { accountId: 'a1' }, 600);
    await codes.upsert('c4', { grantId: 'g4' }, 60);
    await tokens.upsert('t4', { grantId: 'g4' }, 600);
    await tokens.upsert('t5', { grantId: 'g5' }, 600);

    await tokens.revokeByGrantId('g4');

    expect(await grants.find('g4')).toBeUndefined();
    expect(await codes.find('c4')).toBeUndefined();
    expect(await tokens.find('t4')).toBeUndefined();
    expect(await tokens.find('t5')).toEqual({ grantId: 'g5' });
  });
});
