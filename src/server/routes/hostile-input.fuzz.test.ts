import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '#api-contract/envelope.ts';
import { anyDriver } from '#testing/database.ts';
import { snapshot, testAppFor, visitorWithSession, type CallOptions, type Visitor } from '#testing/server-app.ts';

/**
 * Bad input for every call: always a 4xx error envelope with a Polish
 * message, never a 5xx, and nothing changed in the database.
 */

const errorReply = envelopeSchema(z.null());
const MEGABYTE = 'x'.repeat(1024 * 1024);

interface HostileCase {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  options: CallOptions;
  status: number;
  /** A part of the message the user sees. */
  message: string;
}

const event = { action: 'CLICK', uri: '/moje-konto' };

const cases: HostileCase[] = [
  // sessionData and checkSessionData share their body schema.
  ...['/api/sessionData', '/api/checkSessionData'].flatMap((url): HostileCase[] => [
    {
      name: 'a number for the version',
      method: 'POST',
      url,
      options: { body: { frontendVersion: 5 } },
      status: 400,
      message: 'Nieprawidłowe pole „frontendVersion”: oczekiwano tekstu.',
    },
    {
      name: 'an unknown field',
      method: 'POST',
      url,
      options: { body: { isAdmin: true } },
      status: 400,
      message: 'Nieprawidłowe dane żądania: nieznane pole „isAdmin”.',
    },
    {
      name: 'a version with a space',
      method: 'POST',
      url,
      options: { body: { frontendVersion: '1.0 beta' } },
      status: 400,
      message: 'Nieprawidłowe pole „frontendVersion”: dozwolone są litery, cyfry oraz znaki . _ + -.',
    },
    {
      name: 'a 65-character version',
      method: 'POST',
      url,
      options: { body: { frontendVersion: '1'.repeat(65) } },
      status: 400,
      message: 'Nieprawidłowe pole „frontendVersion”: tekst może mieć najwyżej 64 znaki.',
    },
    { name: 'an array body', method: 'POST', url, options: { body: [] }, status: 400, message: 'Nieprawidłowe dane żądania: oczekiwano obiektu.' },
    {
      name: 'a JSON null body',
      method: 'POST',
      url,
      options: { payload: 'null', contentType: 'application/json' },
      status: 400,
      message: 'oczekiwano obiektu',
    },
    {
      name: 'a 1 MB string',
      method: 'POST',
      url,
      options: { body: { frontendVersion: MEGABYTE } },
      status: 413,
      message: 'Przesłane dane są zbyt duże.',
    },
    {
      name: 'a body that is not JSON',
      method: 'POST',
      url,
      options: { payload: '{frontendVersion:', contentType: 'application/json' },
      status: 400,
      message: 'Przesłane dane nie są poprawnym dokumentem JSON.',
    },
    {
      name: 'an empty JSON body',
      method: 'POST',
      url,
      options: { payload: '', contentType: 'application/json' },
      status: 400,
      message: 'Brak przesłanych danych',
    },
    {
      name: 'plain text',
      method: 'POST',
      url,
      options: { payload: 'frontendVersion=1', contentType: 'text/plain' },
      status: 415,
      message: 'Nieobsługiwany format danych.',
    },
    {
      name: 'a form',
      method: 'POST',
      url,
      options: { payload: 'frontendVersion=1', contentType: 'application/x-www-form-urlencoded' },
      status: 415,
      message: 'application/json',
    },
    {
      name: 'a prototype-poisoning key',
      method: 'POST',
      url,
      options: { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
      status: 400,
      message: 'poprawnym dokumentem JSON',
    },
    { name: 'a NUL character', method: 'POST', url, options: { body: { frontendVersion: 'a\u0000b' } }, status: 400, message: 'niedozwolony znak' },
  ]),
  {
    name: 'a missing action and uri',
    method: 'POST',
    url: '/api/event',
    options: { body: {}, xsrf: true },
    status: 400,
    message: 'Nieprawidłowe pole „action”: pole jest wymagane; nieprawidłowe pole „uri”: pole jest wymagane.',
  },
  { name: 'no body at all', method: 'POST', url: '/api/event', options: { xsrf: true }, status: 400, message: '„action”: pole jest wymagane' },
  {
    name: 'wrong types',
    method: 'POST',
    url: '/api/event',
    options: { body: { action: 1, uri: ['/'], param: { a: 1 } }, xsrf: true },
    status: 400,
    message:
      'Nieprawidłowe pole „action”: oczekiwano tekstu; nieprawidłowe pole „param”: oczekiwano tekstu; nieprawidłowe pole „uri”: oczekiwano tekstu.',
  },
  {
    name: 'an empty action',
    method: 'POST',
    url: '/api/event',
    options: { body: { ...event, action: '' }, xsrf: true },
    status: 400,
    message: 'Nieprawidłowe pole „action”: pole nie może być puste.',
  },
  {
    name: 'an unknown field',
    method: 'POST',
    url: '/api/event',
    options: { body: { ...event, sessionId: 'x' }, xsrf: true },
    status: 400,
    message: 'nieznane pole „sessionId”',
  },
  {
    name: 'a script uri',
    method: 'POST',
    url: '/api/event',
    options: { body: { ...event, uri: 'javascript:alert(1)' }, xsrf: true },
    status: 400,
    message: 'Nieprawidłowe pole „uri”: oczekiwano ścieżki strony (/…) lub adresu http(s).',
  },
  {
    name: 'a 60 kB action',
    method: 'POST',
    url: '/api/event',
    options: { body: { ...event, action: 'x'.repeat(60_000) }, xsrf: true },
    status: 400,
    message: 'Nieprawidłowe pole „action”: tekst może mieć najwyżej 200 znaków.',
  },
  {
    name: 'a 1 MB param',
    method: 'POST',
    url: '/api/event',
    options: { body: { ...event, param: MEGABYTE }, xsrf: true },
    status: 413,
    message: 'Przesłane dane są zbyt duże.',
  },
  {
    name: 'a body that is not JSON',
    method: 'POST',
    url: '/api/event',
    options: { payload: 'action=CLICK', contentType: 'application/json', xsrf: true },
    status: 400,
    message: 'poprawnym dokumentem JSON',
  },
  {
    name: 'plain text',
    method: 'POST',
    url: '/api/event',
    options: { payload: 'CLICK', contentType: 'text/plain', xsrf: true },
    status: 415,
    message: 'Nieobsługiwany format danych.',
  },
  {
    name: 'a lone surrogate',
    method: 'POST',
    url: '/api/event',
    options: { payload: '{"action":"\\ud800","uri":"/"}', contentType: 'application/json', xsrf: true },
    status: 400,
    message: 'niedozwolony znak',
  },
  {
    name: 'deeply nested JSON',
    method: 'POST',
    url: '/api/event',
    options: { payload: `{"action":"A","uri":"/","param":${'['.repeat(20_000)}${']'.repeat(20_000)}}`, contentType: 'application/json', xsrf: true },
    status: 400,
    message: '„param”: oczekiwano tekstu',
  },
  {
    name: 'many unknown fields',
    method: 'POST',
    url: '/api/event',
    options: { body: { ...event, a: 1, b: 2, c: 3, d: 4, e: 5 }, xsrf: true },
    status: 400,
    message: 'nieznane pola „a”, „b”, „c” i 2 innych',
  },
  {
    name: 'a query parameter',
    method: 'GET',
    url: '/api/closeBrowser?force=1',
    options: {},
    status: 400,
    message: 'Nieprawidłowe parametry żądania: nieznane pole „force”.',
  },
  { name: 'a 1 MB query parameter', method: 'GET', url: `/api/closeBrowser?x=${MEGABYTE}`, options: {}, status: 400, message: 'nieznane pole „x”' },
  { name: 'a malformed URL', method: 'GET', url: '/api/closeBrowser/%E0%A4%A', options: {}, status: 400, message: 'Nieprawidłowy adres żądania.' },
];

describe.each(anyDriver)('hostile input on %s', (driver) => {
  const server = testAppFor(driver);
  let browser: Visitor;

  beforeAll(async () => {
    browser = await visitorWithSession(server.app);
  }, 30_000);

  it.each(cases)('$method $url with $name → $status', async ({ method, url, options, status, message }) => {
    const before = await snapshot(server.db);
    const response = await browser.call(method, url, options);

    expect(response.statusCode).toBe(status);
    const envelope = errorReply.parse(response.json());
    expect(envelope).toMatchObject({ data: null, errorCode: status, status: 'ERROR' });
    expect(envelope.msg).toContain(message);
    expect(await snapshot(server.db)).toEqual(before);
    // The session survives every refused call.
    expect((await browser.post('/api/checkSessionData')).statusCode).toBe(200);
  });

  it('stores a param that is not JSON, or JSON the database cannot hold, as text', async () => {
    for (const param of ['not json', '{"a":"\\u0000"}', `${'['.repeat(40)}${']'.repeat(40)}`]) {
      const response = await browser.post('/api/event', { body: { ...event, param }, xsrf: true });
      expect(response.statusCode).toBe(200);
    }
    const stored = (await server.db.query<{ param: unknown }>('SELECT param FROM analytics_events ORDER BY id')).rows.map((r) => r.param);
    expect(stored).toEqual(['not json', '{"a":"\\u0000"}', `${'['.repeat(40)}${']'.repeat(40)}`]);
  });
});
