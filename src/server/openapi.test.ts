import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiFile, renderOpenApiDocument } from '../../scripts/export-openapi.ts';
import { serverPath } from '../api-contract/operation.ts';
import { allOperations } from '../api-contract/operations.ts';
import { openTestDatabase, type TestDatabase } from './db/test-support.ts';
import { testApp } from './test-support.ts';

describe('the OpenAPI document', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    app = await testApp(testDb.db);
    await app.ready();
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await testDb.cleanup();
  });

  it('is committed as generated from the routes', async () => {
    const committed = await readFile(openApiFile, 'utf8');
    expect(committed, 'src/api-contract/openapi.json jest nieaktualny: uruchom node scripts/export-openapi.ts').toBe(
      await renderOpenApiDocument(testDb.db),
    );
  });

  it('is served at GET /api/openapi.json and documents each call with its envelope and errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document).toEqual(JSON.parse(await readFile(openApiFile, 'utf8')));

    expect(document.openapi).toBe('3.1.0');
    // Every contract operation and the session calls are documented, each under its method.
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const declared = allOperations.map((operation) => `${operation.method} ${serverPath(operation).replace(/:([A-Za-z_]\w*)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(
      [...declared, 'POST /api/checkSessionData', 'GET /api/closeBrowser', 'POST /api/event', 'POST /api/sessionData'].sort(),
    );
    const check = document.paths['/api/checkSessionData'].post;
    expect(check.responses['200'].content['application/json'].schema.properties.data.anyOf).toContainEqual({ $ref: '#/components/schemas/Session' });
    expect(Object.keys(check.responses).sort()).toEqual(['200', '400', '401', '413', '415', '500']);
    expect(document.paths['/api/event'].post.requestBody.content['application/json'].schema.required).toEqual(['action', 'uri']);
    expect(document.components.schemas.Session.required).toContain('userLogin');
  });
});
