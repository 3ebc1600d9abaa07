import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '#api-contract/envelope.ts';
import { openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { geoBlocked, isCountryBlocked } from './geo.ts';
import { testApp } from '#testing/server-app.ts';

describe('geoBlocked', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let calls = 0;

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    app = await testApp(testDb.db, { config: { geoHeader: 'cf-ipcountry', allowedCountries: ['PL', 'CZ'] } });
    // A stand-in for a geo-guarded sale call.
    app.post('/api/test-geo', { onRequest: geoBlocked }, async () => {
      calls += 1;
      return { data: 'ok', errorCode: 200, msg: '', status: 'SUCCESS' };
    });
    await app.ready();
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  it('answers HTTP 451 with an error envelope when the edge names a country outside the list, before the call runs', async () => {
    for (const country of ['DE', 'us', 'XX']) {
      const response = await app.inject({ method: 'POST', url: '/api/test-geo', headers: { 'cf-ipcountry': country } });
      expect(response.statusCode).toBe(451);
      expect(envelopeSchema(z.null()).parse(response.json())).toEqual({
        data: null,
        errorCode: 451,
        msg: 'Usługa jest dostępna wyłącznie w Polsce.',
        status: 'ERROR',
      });
    }
    expect(calls).toBe(0);
  });

  it('lets allowed countries and requests without the header through', async () => {
    for (const headers of [{ 'cf-ipcountry': 'PL' }, { 'cf-ipcountry': 'cz' }, {}, { 'cf-ipcountry': '' }, { 'x-country-code': 'DE' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/test-geo', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(calls).toBe(5);
  });
});

describe('isCountryBlocked with the default settings', () => {
  const config = { geoHeader: 'x-country-code', allowedCountries: ['PL'] };
  it.each([
    [{ 'x-country-code': 'PL' }, false],
    [{ 'x-country-code': 'pl ' }, false],
    [{ 'x-country-code': 'DE' }, true],
    [{}, false],
  ])('%o → %s', (headers, blocked) => {
    expect(isCountryBlocked(headers, config)).toBe(blocked);
  });
});
