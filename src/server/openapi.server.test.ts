import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openApiFile, renderOpenApiDocument } from '#scripts/export-openapi.ts';
import { serverPath } from '#api-contract/operation.ts';
import { allOperations } from '#api-contract/operations.ts';
import { testAppFor } from '#testing/server-app.ts';

describe('the OpenAPI document', () => {
  const server = testAppFor('pglite');

  it('is committed as generated from the routes', async () => {
    const committed = await readFile(openApiFile, 'utf8');
    expect(committed, 'src/api-contract/openapi.json jest nieaktualny: uruchom node scripts/export-openapi.ts').toBe(
      await renderOpenApiDocument(server.db),
    );
  });

  it('is served at GET /api/openapi.json and documents each call with its envelope and errors', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document).toEqual(JSON.parse(await readFile(openApiFile, 'utf8')));

    expect(document.openapi).toBe('3.1.0');
    // Every contract operation and the session calls are documented, each under its method.
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const declared = allOperations.map((operation) => `${operation.method} ${serverPath(operation).replace(/:([A-Za-z_]\w*)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...declared].sort());
    // The session calls, the analytics event and the sign-in navigations are contract calls like the rest.
    expect(declared).toEqual(
      expect.arrayContaining([
        'POST /api/sessionData',
        'POST /api/checkSessionData',
        'GET /api/quietLogin',
        'GET /api/closeBrowser',
        'GET /api/login',
        'GET /api/logout',
        'POST /api/event',
      ]),
    );
    expect(new Set(declared).size).toBe(declared.length);
    const check = document.paths['/api/checkSessionData'].post;
    expect(check.responses['200'].content['application/json'].schema.properties.data.anyOf).toContainEqual({ $ref: '#/components/schemas/Session' });
    expect(Object.keys(check.responses).sort()).toEqual(['200', '400', '401', '413', '415', '431', '500', '503']);
    expect(document.paths['/api/event'].post.requestBody.content['application/json'].schema.required).toEqual(['action', 'uri']);
    expect(document.components.schemas.Session.required).toContain('userLogin');

    // Login and logout answer redirects, not envelopes: a 302 without content, its Location header described.
    for (const path of ['/api/login', '/api/logout']) {
      const responses = document.paths[path].get.responses;
      expect(Object.keys(responses).sort(), path).toEqual(['302', '400', '431', '500', '503']);
      expect(responses['302'].content, path).toBeUndefined();
      expect(responses['302'].headers.Location.schema).toEqual({ type: 'string' });
      expect(responses['302'].description, path).toMatch(/\//);
      expect(responses['400'].content['application/json'].schema.properties.errorCode).toBeDefined();
    }
    expect(document.paths['/api/login'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['code', 'state', 'rejestracja', 'returnTo']),
    );
    // closeBrowser refuses another site's request; the analytics event needs the XSRF token.
    expect(Object.keys(document.paths['/api/closeBrowser'].get.responses)).toContain('403');
    expect(document.paths['/api/event'].post.security).toEqual([{ xsrfHeader: [] }]);
    // A visitor's first state-changing call stores their session, and sessions started from one address are limited.
    expect(Object.keys(document.paths['/api/cart/update'].post.responses)).toContain('429');
  });
});
