import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyDriver, type TestDatabase } from '#testing/database.ts';
import { closeDemoApp, envelopeOf, openDemoApp, signedInVisitor, snapshot, visitorWithSession, type Visitor } from '#testing/server-app.ts';

/**
 * One rule for free text a person types, in every name, address and message
 * field of the API: control characters (line breaks too, in single-line
 * fields), bidirectional overrides, isolates and marks, and invisible
 * characters are refused with a Polish message naming the field, and
 * nothing changes; ordinary Polish text passes.
 */

const REFUSED_EVERYWHERE: Array<[string, string]> = [
  ['BEL (U+0007)', '\u0007'],
  ['ESC (U+001B)', '\u001b'],
  ['DEL (U+007F)', '\u007f'],
  ['NEL (U+0085, a C1 control)', '\u0085'],
  ['line separator (U+2028)', '\u2028'],
  ['left-to-right embedding (U+202A)', '\u202a'],
  ['pop directional formatting (U+202C)', '\u202c'],
  ['right-to-left override (U+202E)', '\u202e'],
  ['right-to-left isolate (U+2067)', '\u2067'],
  ['pop directional isolate (U+2069)', '\u2069'],
  ['right-to-left mark (U+200F)', '\u200f'],
  ['zero-width space (U+200B)', '\u200b'],
  ['zero-width non-joiner (U+200C)', '\u200c'],
  ['zero-width joiner (U+200D)', '\u200d'],
  ['word joiner (U+2060)', '\u2060'],
  ['zero-width no-break space (U+FEFF)', '\ufeff'],
];

const LINE_BREAKS: Array<[string, string]> = [
  ['CR', '\r'],
  ['LF', '\n'],
  ['CR LF', '\r\n'],
  ['tab', '\t'],
];

type Caller = 'anonymous' | 'customer';

interface Field {
  /** The call and the field as the message names it. */
  call: string;
  path: string;
  /** Its Polish name in the message. */
  label: string;
  multiline: boolean;
  caller: Caller;
  /** A valid body with this text in the field. */
  body(text: string): unknown;
}

const address = (text: string, field: string) => ({
  street: 'Długa',
  number: '12',
  apartment: '3',
  postalCode: '00-950',
  city: 'Łódź',
  [field]: text,
});

const ADDRESS_LABELS = { street: 'ulica', number: 'numer domu', apartment: 'numer mieszkania', city: 'miejscowość' } as const;

const fields: Field[] = [
  ...(['addressPrimary', 'addressDelivery'] as const).flatMap((part) =>
    Object.entries(ADDRESS_LABELS).map(([key, label]): Field => ({
      call: 'cart/update',
      path: `${part}.${key}`,
      label,
      multiline: false,
      caller: 'anonymous',
      body: (text) => ({ operation: 'ADD', items: [{ offerCode: 'OTT_START_M' }], [part]: address(text, key) }),
    })),
  ),
  {
    call: 'cart/update',
    path: 'cmt',
    label: 'komentarz',
    multiline: false,
    caller: 'anonymous',
    body: (text) => ({ operation: 'ADD', items: [{ offerCode: 'OTT_START_M' }], cmt: text }),
  },
  ...(['mainAddress', 'billAddress'] as const).flatMap((part) =>
    Object.entries(ADDRESS_LABELS).map(([key, label]): Field => ({
      call: 'account/updatePersonalData',
      path: `${part}.${key}`,
      label,
      multiline: false,
      caller: 'customer',
      body: (text) => ({ [part]: address(text, key) }),
    })),
  ),
  {
    call: 'account/updatePersonalData',
    path: 'displayName',
    label: 'imię i nazwisko',
    multiline: false,
    caller: 'customer',
    body: (text) => ({ displayName: text }),
  },
  {
    call: 'account/sendMessage',
    path: 'body',
    label: 'treść wiadomości',
    multiline: true,
    caller: 'customer',
    body: (text) => ({ subjectCode: 'TECHNICAL', body: text }),
  },
  {
    call: 'article/rate',
    path: 'comment',
    label: 'komentarz',
    multiline: true,
    caller: 'anonymous',
    body: (text) => ({ uri: '/pomoc/platnosci/faktury', helpful: false, comment: text }),
  },
  // Analytics events are stored and read by people too: a hidden character would make two events look the same.
  { call: 'event', path: 'action', label: 'akcja', multiline: false, caller: 'anonymous', body: (text) => ({ action: text, uri: '/moje-konto' }) },
  {
    call: 'event',
    path: 'param',
    label: 'parametry',
    multiline: false,
    caller: 'anonymous',
    body: (text) => ({ action: 'KLIK', param: text, uri: '/moje-konto' }),
  },
  {
    call: 'event',
    path: 'uri',
    label: 'adres strony',
    multiline: false,
    caller: 'anonymous',
    body: (text) => ({ action: 'KLIK', uri: `/moje-konto/${text}` }),
  },
];

const refusal = (field: Field) =>
  `Nieprawidłowe pole „${field.path}”: ${field.label} nie może zawierać znaków sterujących${field.multiline ? '' : ', podziałów wiersza'}, znaków zmiany kierunku tekstu ani znaków niewidocznych.`;

describe.each(anyDriver)('free text on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const callers = {} as Record<Caller, Visitor>;

  beforeAll(async () => {
    ({ testDb, app } = await openDemoApp(driver));
    callers.anonymous = await visitorWithSession(app);
    callers.customer = await signedInVisitor(app, 'klient.c@horyzont.example');
  }, 60_000);

  afterAll(() => closeDemoApp(app, testDb));

  const send = (field: Field, text: string) => callers[field.caller].post(`/api/${field.call}`, { body: field.body(text), xsrf: true });

  describe.each(fields.map((field) => [`${field.call} ${field.path}`, field] as const))('%s', (_name, field) => {
    const refused = [...REFUSED_EVERYWHERE, ...(field.multiline ? [] : LINE_BREAKS)];

    it.each(refused)('refuses %s inside the text with a Polish message naming the field, changing nothing', async (_character, character) => {
      const before = await snapshot(testDb.db);
      const response = await send(field, `Zażółć${character}gęślą`);
      expect(response.statusCode, response.body).toBe(400);
      expect(envelopeOf(response)).toEqual({ data: null, errorCode: 400, msg: refusal(field), status: 'ERROR' });
      expect(await snapshot(testDb.db)).toEqual(before);
    });

    it('accepts ordinary Polish text', async () => {
      const text = field.multiline ? 'Dzień dobry,\r\nproszę o fakturę.\n\tDziękuję – Zażółć Gęślą' : 'Łódź „Ż” 12/3 – ę';
      const response = await send(field, text);
      expect(response.statusCode, response.body).toBe(200);
    });
  });
});
