import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { testApp } from '#testing/server-app.ts';
import { addressKey, clientAddress } from './client-address.ts';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('counts every address of one IPv6 /64 as one client, and the next /64 apart', () => {
    expect(addressKey('2001:db8:aa:bb:1::1')).toBe(addressKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
  });
});

describe('the client address behind a proxy', () => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
  }, 30_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb.cleanup();
  });

  async function addressSeen(trustProxy: false | string[], remoteAddress: string, forwardedFor?: string): Promise<string> {
    const app = await testApp(testDb.db, { config: { trustProxy } });
    apps.push(app);
    app.get('/api/test-address', async (request) => ({ address: clientAddress(request) }));
    const response = await app.inject({
      method: 'GET',
      url: '/api/test-address',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    return response.json().address;
  }

  it('is the connection’s peer unless a proxy is trusted: X-Forwarded-For from a client is ignored', async () => {
    expect(await addressSeen(false, '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });

  it('is the client a trusted proxy names, and a client’s own X-Forwarded-For entries do not count', async () => {
    expect(await addressSeen(['10.0.0.0/8'], '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    // The client wrote a first entry itself; the trusted proxy appended the address it saw.
    expect(await addressSeen(['10.0.0.0/8'], '10.1.2.3', '192.0.2.66, 203.0.113.9')).toBe('203.0.113.9');
    // A peer that is not the trusted proxy is the client, whatever it claims.
    expect(await addressSeen(['10.0.0.0/8'], '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });
});
