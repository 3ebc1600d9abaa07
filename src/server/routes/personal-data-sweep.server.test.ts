import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_FILL_MS } from '#forms/protocol.ts';
import { serverPath, type ContractCall } from '#api-contract/operation.ts';
import { allOperations } from '#api-contract/operations.ts';
import { anyDriver, type TestDatabase } from '#testing/database.ts';
import { closeDemoApp, envelopeOf, openDemoApp, signedInVisitor, visitor, visitorWithSession, type Visitor } from '#testing/server-app.ts';
import { declaredStatuses } from '../http/route.ts';

/**
 * No personal data without the right session: a customer (klient.c) leaves
 * personal data everywhere the portal keeps it (address, phone, a message to
 * customer service, an order comment, a contact form, a top-up), and then
 * every call of the contract and the server's own back-office page are asked
 * anonymously, with an anonymous session and signed in as another customer
 * (klient.k), naming the first customer's records where a call takes an id.
 * No answer shows any of that data, and every answer is a status the
 * contract declares for the call.
 */

const OWNER = 'klient.c@horyzont.example';
const OTHER = 'klient.k@horyzont.example';

/** Texts only the owner's records hold (unusual on purpose, so no seed text matches them by chance). */
const SECRETS = {
  street: 'Zaułek Tajemniczy',
  city: 'Sekretowo Wielkie',
  phone: '612345987',
  message: 'Proszę o zmianę pakietu, numer dowodu ABX123987',
  comment: 'Dzwonić po 17, kod do bramy 4471',
  formName: 'Bogumiła Skrytowska',
  formEmail: 'bogumila.skrytowska@example.pl',
};

type Caller = { name: string; client: () => Promise<Visitor> };

describe.each(anyDriver)('personal data without the right session on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  /** Everything that identifies the owner or was written by them, lower-cased. */
  let markers: string[];
  /** The owner's records, named in calls that take an id. */
  const owners = { cartId: '', transactionId: '' };

  beforeAll(async () => {
    ({ testDb, app } = await openDemoApp(driver));
    const owner = await signedInVisitor(app, OWNER);
    const address = { street: SECRETS.street, number: '7', apartment: '3', postalCode: '00-950', city: SECRETS.city };
    const updated = await owner.post('/api/account/updatePersonalData', {
      body: { mainAddress: address, billAddress: address, phone: SECRETS.phone },
      xsrf: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const sent = await owner.post('/api/account/sendMessage', { body: { subjectCode: 'OTHER', body: SECRETS.message }, xsrf: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const cart = await owner.post('/api/cart/update', {
      body: { operation: 'ADD', items: [{ offerCode: 'OTT_START_M' }], cmt: SECRETS.comment },
      xsrf: true,
    });
    expect(cart.statusCode, cart.body).toBe(200);
    owners.cartId = envelopeOf<{ id: string }>(cart).data.id;
    const topUp = await owner.post('/api-tnk/payment-url', { body: { cardNumber: '100000000018', packageCode: 'TNK_1M' }, xsrf: true });
    expect(topUp.statusCode, topUp.body).toBe(200);
    owners.transactionId = envelopeOf<{ transactionId: string }>(topUp).data.transactionId;

    const token = envelopeOf<{ token: string }>(await owner.get('/api/forms/token?form=contact')).data.token;
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
    const form = await owner.post('/api/forms/contact', {
      body: { name: SECRETS.formName, email: SECRETS.formEmail, subject: 'OTHER', message: SECRETS.message, consent: true, formToken: token },
    });
    expect(form.statusCode, form.body).toBe(200);

    const { rows } = await testDb.db.query<Record<string, string | null>>(
      'SELECT login, display_name, customer_identifier, msisdn, numabo, contact_phone FROM customers WHERE login = $1',
      [OWNER],
    );
    markers = [...Object.values(rows[0]!), ...Object.values(SECRETS)].filter(
      (value): value is string => typeof value === 'string' && value.length >= 5,
    );
    markers = markers.map((value) => value.toLowerCase());
  }, 120_000);

  afterAll(() => closeDemoApp(app, testDb));

  const callers: Caller[] = [
    { name: 'anonymously', client: async () => visitor(app) },
    { name: 'with an anonymous session', client: () => visitorWithSession(app) },
    { name: 'signed in as another customer', client: () => signedInVisitor(app, OTHER) },
  ];

  /** The call's path with its parameters naming the owner's records (or a plausible value where none is the owner's). */
  const pathOf = (call: ContractCall) =>
    serverPath(call)
      .replace(':index', 'pomoc')
      .replace(':id', call.call.includes('payment-status') ? owners.transactionId : owners.cartId);

  /** A request the call can read: the owner's cart where a body names a cart, an empty one otherwise. */
  const bodyOf = (call: ContractCall) => (call.method === 'POST' ? { cartId: owners.cartId } : undefined);

  const leaked = (response: LightMyRequestResponse) => {
    const seen = `${JSON.stringify(response.headers)}\n${response.body}`.toLowerCase();
    return markers.filter((marker) => seen.includes(marker));
  };

  /** Every call of the contract asked as a caller: the statuses it may not answer, and which markers each answer showed. */
  async function sweep(client: () => Promise<Visitor>) {
    const undeclared: string[] = [];
    const shown = new Map<string, string[]>();
    for (const call of allOperations) {
      // A caller of its own for each call: one call may end the session (closeBrowser, logout) the next would use.
      const caller = await client();
      const path = pathOf(call);
      const response = call.method === 'POST' ? await caller.post(path, { body: bodyOf(call), xsrf: true }) : await caller.get(path);
      const where = `${call.method} ${path} → ${response.statusCode}`;
      if (!declaredStatuses(call).includes(response.statusCode)) undeclared.push(where);
      const found = leaked(response);
      if (found.length) shown.set(where, found);
    }
    return { undeclared, shown };
  }

  it('finds the owner’s data when the owner asks the same way: the sweep reaches the calls that hold it', async () => {
    const { undeclared, shown } = await sweep(() => signedInVisitor(app, OWNER));
    expect(undeclared).toEqual([]);
    const seen = new Set([...shown.values()].flat());
    for (const secret of [SECRETS.street, SECRETS.phone, SECRETS.message, OWNER]) expect([...seen]).toContain(secret.toLowerCase());
  }, 120_000);

  describe.each(callers)('asked $name', (caller) => {
    it('every call of the contract answers a declared status and shows none of the owner’s personal data', async () => {
      const { undeclared, shown } = await sweep(caller.client);
      expect(undeclared).toEqual([]);
      expect(Object.fromEntries(shown)).toEqual({});
    }, 120_000);

    it('the forms inbox shows none of the submissions', async () => {
      const client = await caller.client();
      const response = await client.get('/skrzynka-formularzy');
      expect(response.statusCode).toBe(404);
      expect(leaked(response)).toEqual([]);
    });
  });
});
