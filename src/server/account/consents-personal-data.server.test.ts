import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, type TestDatabase } from '#testing/database.ts';
import { closeDemoApp, envelopeOf, openDemoApp, signedInVisitor, type TestClock, visitor, type Visitor } from '#testing/server-app.ts';
import { accountSnapshot, customerCart, customerRows, resetPersonalData, sessionIdOfVisitor, setAccountConsents } from '#testing/account.ts';

/** account/alignConsents, account/updateConsents and account/updatePersonalData over the database. */

const MARKETING = 'INDELECTR_MAIL_MCI';
const PERSONALISATION = 'INDREK_MCI';

interface SaleConsentRow {
  code: string;
  value: boolean;
}

describe.each(drivers)('consents and personal data on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let clock: TestClock;
  let celina: Visitor & { customerId: string };
  /** Another customer, whose rows no call of Celina's may touch. */
  let karol: Visitor & { customerId: string };

  const cartConsents = async (cartId: string) =>
    (await testDb.db.query<SaleConsentRow>('SELECT code, value FROM consents WHERE cart_id = $1 ORDER BY code', [cartId])).rows;
  const cartVersion = async (cartId: string) =>
    (await testDb.db.query<{ version: number }>('SELECT version FROM carts WHERE id = $1', [cartId])).rows[0]?.version;

  beforeAll(async () => {
    ({ testDb, app, clock } = await openDemoApp(driver, new Date()));
  }, 60_000);

  afterAll(() => closeDemoApp(app, testDb));

  beforeEach(async () => {
    await testDb.db.query('DELETE FROM sessions');
    await testDb.db.query('DELETE FROM carts');
    await resetPersonalData(testDb.db);
    celina = await signedInVisitor(app, 'klient.c@horyzont.example');
    karol = await signedInVisitor(app, 'klient.karta@horyzont.example');
    await setAccountConsents(testDb.db, celina.customerId, [
      [MARKETING, true],
      [PERSONALISATION, false],
    ]);
    await setAccountConsents(testDb.db, karol.customerId, [[MARKETING, false]]);
  });

  describe('GET account/alignConsents', () => {
    it('gives the named sale consents of the open carts the account values and leaves the rest', async () => {
      const cartId = await customerCart(testDb.db, celina.customerId, {
        consents: [
          [MARKETING, false, true],
          [PERSONALISATION, true, false],
          ['REGULAMIN', true, true],
        ],
      });
      const ltoCartId = await customerCart(testDb.db, celina.customerId, { lto: true, consents: [[PERSONALISATION, true, false]] });
      const version = await cartVersion(cartId);

      const response = await celina.get('/api/account/alignConsents');
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({
        consents: [
          { cconsent: MARKETING, value: true, indiscount: '0' },
          { cconsent: PERSONALISATION, value: false, indiscount: '0' },
        ],
        consentsSale: [
          { cconsent: MARKETING, value: 1, indiscount: '1' },
          { cconsent: PERSONALISATION, value: 0, indiscount: '0' },
          { cconsent: 'REGULAMIN', value: 1, indiscount: '1' },
        ],
      });
      expect(await cartConsents(cartId)).toEqual([
        { code: MARKETING, value: true },
        { code: PERSONALISATION, value: false },
        { code: 'REGULAMIN', value: true },
      ]);
      expect(await cartConsents(ltoCartId)).toEqual([{ code: PERSONALISATION, value: false }]);
      expect(await cartVersion(cartId)).toBe((version ?? 0) + 1);
    });

    it('changes nothing the second time', async () => {
      const cartId = await customerCart(testDb.db, celina.customerId, { consents: [[MARKETING, false, true]] });
      await celina.get('/api/account/alignConsents');
      const before = await accountSnapshot(testDb.db);
      const again = await celina.get('/api/account/alignConsents');
      expect(again.statusCode).toBe(200);
      expect(await accountSnapshot(testDb.db)).toEqual(before);
      expect(await cartConsents(cartId)).toEqual([{ code: MARKETING, value: true }]);
    });

    it('leaves a cart awaiting activation as it was ordered, and answers its consents', async () => {
      const cartId = await customerCart(testDb.db, celina.customerId, { status: 'ACTIVATION_PENDING', consents: [[MARKETING, false, true]] });
      const response = await celina.get('/api/account/alignConsents');
      expect(envelopeOf<{ consentsSale: unknown }>(response).data.consentsSale).toEqual([{ cconsent: MARKETING, value: 0, indiscount: '1' }]);
      expect(await cartConsents(cartId)).toEqual([{ code: MARKETING, value: false }]);
    });

    it('answers the LTO cart’s sale consents while the session is in the LTO flow', async () => {
      await customerCart(testDb.db, celina.customerId, { consents: [[MARKETING, true, true]] });
      await customerCart(testDb.db, celina.customerId, { lto: true, consents: [[PERSONALISATION, true, false]] });
      await testDb.db.query(`UPDATE sessions SET data = data || '{"ltoInCart": true}' WHERE id = $1`, [sessionIdOfVisitor(celina)]);
      const response = await celina.get('/api/account/alignConsents');
      expect(envelopeOf<{ consentsSale: unknown }>(response).data.consentsSale).toEqual([{ cconsent: PERSONALISATION, value: 0, indiscount: '0' }]);
    });

    it('answers no sale consents without a cart in progress', async () => {
      const response = await celina.get('/api/account/alignConsents');
      expect(envelopeOf<{ consentsSale: unknown }>(response).data.consentsSale).toEqual([]);
    });

    it('never touches another customer’s cart', async () => {
      const karolsCart = await customerCart(testDb.db, karol.customerId, { consents: [[MARKETING, true, true]] });
      const before = await customerRows(testDb.db, karol.customerId);
      await celina.get('/api/account/alignConsents');
      expect(await customerRows(testDb.db, karol.customerId)).toEqual(before);
      expect(await cartConsents(karolsCart)).toEqual([{ code: MARKETING, value: true }]);
    });

    it('answers 401 without a signed-in session, changing nothing', async () => {
      await customerCart(testDb.db, celina.customerId, { consents: [[MARKETING, false, true]] });
      const anonymous = visitor(app);
      await anonymous.post('/api/sessionData', { body: {} });
      const before = await accountSnapshot(testDb.db);
      const response = await anonymous.get('/api/account/alignConsents');
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response).msg).toBe('Zaloguj się, aby skorzystać z tej usługi.');
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });
  });

  describe('POST account/updateConsents', () => {
    const update = (caller: Visitor, consents: unknown, xsrf = true) => caller.post('/api/account/updateConsents', { body: { consents }, xsrf });

    it('stores the account consents, aligns the open cart and answers data.data', async () => {
      const cartId = await customerCart(testDb.db, celina.customerId, {
        consents: [
          [MARKETING, true, true],
          [PERSONALISATION, false, false],
        ],
      });
      const response = await update(celina, [
        { cconsent: MARKETING, value: false },
        { cconsent: PERSONALISATION, value: true },
      ]);
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({
        data: {
          consents: [
            { cconsent: MARKETING, value: false, indiscount: '0' },
            { cconsent: PERSONALISATION, value: true, indiscount: '0' },
          ],
          consentsSale: [
            { cconsent: MARKETING, value: 0, indiscount: '1' },
            { cconsent: PERSONALISATION, value: 1, indiscount: '0' },
          ],
        },
      });
      const stored = await testDb.db.query('SELECT code, value, updated_at FROM consents WHERE customer_id = $1 ORDER BY code', [celina.customerId]);
      expect(stored.rows).toEqual([
        { code: MARKETING, value: false, updated_at: clock.now() },
        { code: PERSONALISATION, value: true, updated_at: clock.now() },
      ]);
      expect(await cartConsents(cartId)).toEqual([
        { code: MARKETING, value: false },
        { code: PERSONALISATION, value: true },
      ]);
    });

    it('keeps a consent left out, and creates one the account did not have', async () => {
      await setAccountConsents(testDb.db, celina.customerId, [[MARKETING, true]]);
      const response = await update(celina, [{ cconsent: PERSONALISATION, value: true }]);
      expect(response.statusCode).toBe(200);
      const stored = await testDb.db.query('SELECT code, value FROM consents WHERE customer_id = $1 ORDER BY code', [celina.customerId]);
      expect(stored.rows).toEqual([
        { code: MARKETING, value: true },
        { code: PERSONALISATION, value: true },
      ]);
    });

    it('is what the session shows next', async () => {
      await update(celina, [{ cconsent: PERSONALISATION, value: true }]);
      const session = envelopeOf<{ consents: unknown[] }>(await celina.post('/api/sessionData', { body: {} }));
      expect(session.data.consents).toEqual([
        { cconsent: MARKETING, value: true, indiscount: '0' },
        { cconsent: PERSONALISATION, value: true, indiscount: '0' },
      ]);
    });

    it('never touches another customer’s consents', async () => {
      await customerCart(testDb.db, karol.customerId, { consents: [[MARKETING, false, true]] });
      const before = await customerRows(testDb.db, karol.customerId);
      expect((await update(celina, [{ cconsent: MARKETING, value: true }])).statusCode).toBe(200);
      expect(await customerRows(testDb.db, karol.customerId)).toEqual(before);
    });

    it('ends concurrent updates with the cart agreeing with the account', async () => {
      const cartId = await customerCart(testDb.db, celina.customerId, { consents: [[MARKETING, true, true]] });
      const results = await Promise.all([
        update(celina, [{ cconsent: MARKETING, value: false }]),
        update(celina, [{ cconsent: MARKETING, value: true }]),
        celina.get('/api/account/alignConsents'),
        update(celina, [{ cconsent: MARKETING, value: false }]),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const account = await testDb.db.query<{ value: boolean }>('SELECT value FROM consents WHERE customer_id = $1 AND code = $2', [
        celina.customerId,
        MARKETING,
      ]);
      expect(await cartConsents(cartId)).toEqual([{ code: MARKETING, value: account.rows[0]?.value }]);
    });

    it.each([
      [
        'an unknown consent',
        [{ cconsent: 'REGULAMIN', value: true }],
        'Nieprawidłowe pole „consents[0].cconsent”: dozwolone wartości: „INDELECTR_MAIL_MCI”, „INDREK_MCI”.',
      ],
      [
        'a repeated consent',
        [
          { cconsent: MARKETING, value: true },
          { cconsent: MARKETING, value: false },
        ],
        'Nieprawidłowe pole „consents”: każdą zgodę można podać tylko raz.',
      ],
      ['no consents', [], 'Nieprawidłowe pole „consents”: lista nie może być pusta.'],
      ['a 1/0 value', [{ cconsent: MARKETING, value: 1 }], 'Nieprawidłowe pole „consents[0].value”: oczekiwano wartości logicznej (true lub false).'],
    ])('refuses %s with 400, changing nothing', async (_name, consents, message) => {
      await customerCart(testDb.db, celina.customerId, { consents: [[MARKETING, false, true]] });
      const before = await accountSnapshot(testDb.db);
      const response = await update(celina, consents);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({ data: null, errorCode: 400, msg: message, status: 'ERROR' });
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });

    it('answers 401 when not signed in and 403 without the XSRF token, changing nothing', async () => {
      await customerCart(testDb.db, celina.customerId, { consents: [[MARKETING, false, true]] });
      const anonymous = visitor(app);
      await anonymous.post('/api/sessionData', { body: {} });
      const before = await accountSnapshot(testDb.db);
      const body = [{ cconsent: PERSONALISATION, value: true }];
      expect((await update(anonymous, body)).statusCode).toBe(401);
      const forged = await update(celina, body, false);
      expect(forged.statusCode).toBe(403);
      expect(envelopeOf(forged).errorCode).toBe(403);
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });
  });

  describe('GET account/personalData', () => {
    it('answers the caller’s stored data, the phone included, and changes nothing', async () => {
      await testDb.db.query('UPDATE customers SET contact_phone = $2 WHERE id = $1', [celina.customerId, '601000102']);
      await testDb.db.query(`DELETE FROM addresses WHERE customer_id = $1 AND kind = 'BILL'`, [celina.customerId]);
      const before = await accountSnapshot(testDb.db);
      const response = await celina.get('/api/account/personalData');
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({
        login: 'klient.c@horyzont.example',
        displayName: 'Celina Wiśniewska',
        phone: '601000102',
        mainAddress: { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' },
        billAddress: null,
      });
      expect(envelopeOf<{ login: string }>(await karol.get('/api/account/personalData')).data.login).toBe('klient.karta@horyzont.example');
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });

    it('answers 401 without a signed-in session and 400 for a query', async () => {
      const anonymous = visitor(app);
      await anonymous.post('/api/sessionData', { body: {} });
      expect((await anonymous.get('/api/account/personalData')).statusCode).toBe(401);
      expect((await celina.get('/api/account/personalData?login=x')).statusCode).toBe(400);
    });
  });

  describe('POST account/updatePersonalData', () => {
    const address = { street: 'Morska', number: '5A', apartment: '7', postalCode: '80-180', city: 'Gdańsk' };
    const change = (caller: Visitor, body: unknown, xsrf = true) => caller.post('/api/account/updatePersonalData', { body, xsrf });

    it('stores the given fields in their stored forms and answers the personal data', async () => {
      const response = await change(celina, {
        mainAddress: { ...address, street: '  Morska ', postalCode: '80180' },
        phone: '+48 601-000-102',
        displayName: ' Celina W. ',
      });
      expect(response.statusCode).toBe(200);
      const stored = { street: 'Morska', number: '5A', apartment: '7', postalCode: '80-180', city: 'Gdańsk' };
      expect(envelopeOf(response).data).toEqual({
        login: 'klient.c@horyzont.example',
        displayName: 'Celina W.',
        phone: '601000102',
        mainAddress: stored,
        billAddress: { street: 'Słoneczna', number: '12', apartment: '4', postalCode: '00-950', city: 'Warszawa' },
      });
      const rows = await customerRows(testDb.db, celina.customerId);
      expect(rows.customer).toMatchObject([{ display_name: 'Celina W.', contact_phone: '601000102', updated_at: clock.now() }]);
      expect(rows.addresses).toMatchObject([
        { kind: 'MAIN', street: 'Morska', number: '5A', apartment: '7', postal_code: '80-180', city: 'Gdańsk', updated_at: clock.now() },
        { kind: 'BILL', street: 'Słoneczna' },
      ]);
      // The session and the segments follow the stored address.
      const session = envelopeOf<{ mainAddress: unknown }>(await celina.post('/api/sessionData', { body: {} }));
      expect(session.data.mainAddress).toEqual(stored);
      expect(envelopeOf(await celina.get('/api/account/segments')).data).toEqual([{ segmentCode: 'FTTH_OK' }, { segmentCode: 'EXISTING_CUSTOMER' }]);
      await change(celina, { mainAddress: { ...address, street: 'Wiejska', postalCode: '00-902', city: 'Warszawa' } });
      expect(envelopeOf(await celina.get('/api/account/segments')).data).toEqual([{ segmentCode: 'EXISTING_CUSTOMER' }]);
    });

    it('creates an address the customer did not have, without an apartment', async () => {
      await testDb.db.query(`DELETE FROM addresses WHERE customer_id = $1 AND kind = 'BILL'`, [celina.customerId]);
      const response = await change(celina, { billAddress: { ...address, apartment: '' } });
      expect(envelopeOf<{ billAddress: unknown }>(response).data.billAddress).toEqual({ ...address, apartment: '' });
      const rows = await testDb.db.query(`SELECT apartment FROM addresses WHERE customer_id = $1 AND kind = 'BILL'`, [celina.customerId]);
      expect(rows.rows).toEqual([{ apartment: null }]);
    });

    it('removes the phone with null', async () => {
      await change(celina, { phone: '601000102' });
      const response = await change(celina, { phone: null });
      expect(envelopeOf<{ phone: unknown }>(response).data.phone).toBeNull();
      expect((await customerRows(testDb.db, celina.customerId)).customer).toMatchObject([{ contact_phone: null }]);
    });

    it('changes nothing for an empty body and answers the current data', async () => {
      const before = await accountSnapshot(testDb.db);
      const response = await change(celina, {});
      expect(response.statusCode).toBe(200);
      expect(envelopeOf<{ displayName: string }>(response).data.displayName).toBe('Celina Wiśniewska');
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });

    it('never touches another customer’s rows', async () => {
      const before = await customerRows(testDb.db, karol.customerId);
      await change(celina, { mainAddress: address, billAddress: address, phone: '601000102', displayName: 'Ktoś' });
      expect(await customerRows(testDb.db, karol.customerId)).toEqual(before);
    });

    it.each([
      [
        'a postal code without its dash in the wrong place',
        { mainAddress: { ...address, postalCode: '801-80' } },
        'Nieprawidłowe pole „mainAddress.postalCode”: kod pocztowy ma format 00-000.',
      ],
      ['a foreign phone', { phone: '+49 601 000 102' }, 'Nieprawidłowe pole „phone”: oczekiwano numeru telefonu w Polsce (9 cyfr, np. 601 000 102).'],
      ['an empty street', { billAddress: { ...address, street: '  ' } }, 'Nieprawidłowe pole „billAddress.street”: pole nie może być puste.'],
      [
        'markup in the street',
        { mainAddress: { ...address, street: '<b>Morska</b>' } },
        'Nieprawidłowe pole „mainAddress.street”: ulica nie może zawierać znaków < ani >.',
      ],
      [
        'markup in the apartment',
        { billAddress: { ...address, apartment: '<i>7' } },
        'Nieprawidłowe pole „billAddress.apartment”: numer mieszkania nie może zawierać znaków < ani >.',
      ],
      [
        'a 10,000-character city',
        { mainAddress: { ...address, city: 'x'.repeat(10_000) } },
        'Nieprawidłowe pole „mainAddress.city”: tekst może mieć najwyżej 100 znaków.',
      ],
      ['a missing city', { mainAddress: { ...address, city: undefined } }, 'Nieprawidłowe pole „mainAddress.city”: pole jest wymagane.'],
      [
        'a line break in the name',
        { displayName: 'Celina\nW.' },
        'Nieprawidłowe pole „displayName”: imię i nazwisko nie może zawierać znaków sterujących, podziałów wiersza, znaków zmiany kierunku tekstu ani znaków niewidocznych.',
      ],
      ['a 201-character name', { displayName: 'x'.repeat(201) }, 'Nieprawidłowe pole „displayName”: tekst może mieć najwyżej 200 znaków.'],
      ['an unknown field', { login: 'inny@horyzont.example' }, 'Nieprawidłowe dane żądania: nieznane pole „login”.'],
    ])('refuses %s with 400, changing nothing (not even the valid fields)', async (_name, body, message) => {
      const before = await accountSnapshot(testDb.db);
      const response = await change(celina, { displayName: 'Nowa nazwa', ...body });
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({ data: null, errorCode: 400, msg: message, status: 'ERROR' });
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });

    it('answers 401 when not signed in and 403 without the XSRF token, changing nothing', async () => {
      const anonymous = visitor(app);
      await anonymous.post('/api/sessionData', { body: {} });
      const before = await accountSnapshot(testDb.db);
      expect((await change(anonymous, { displayName: 'X' })).statusCode).toBe(401);
      expect((await change(celina, { displayName: 'X' }, false)).statusCode).toBe(403);
      expect(await accountSnapshot(testDb.db)).toEqual(before);
    });
  });
});
