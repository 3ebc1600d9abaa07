import { beforeEach, describe, expect, it } from 'vitest';
import { anyDriver } from '#testing/database.ts';
import { consume } from '../rate-limit.ts';
import { envelopeOf, demoAppFor, signedInVisitor, visitor, visitorWithSession, type Visitor } from '#testing/server-app.ts';
import { limits } from '#api-contract/limits.ts';
import { accountSnapshot, customerRows, sessionIdOfVisitor } from '#testing/account.ts';

/** messageSubject, account/sendMessage, article/rate and the offer service. */

const HOUR = 60 * 60 * 1000;

describe.each(anyDriver)('messages, ratings and the offer service on %s', (driver) => {
  const demo = demoAppFor(driver, new Date());

  beforeEach(async () => {
    for (const table of ['sessions', 'messages', 'article_ratings', 'rate_limit_buckets']) await demo.db.query(`DELETE FROM ${table}`);
    // Each test in a window of its own.
    demo.clock.advance(2 * HOUR);
  });

  describe('GET messageSubject', () => {
    it('lists the contact form’s subjects in order, for anyone', async () => {
      const response = await visitor(demo.app).get('/api/messageSubject');
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({
        data: [
          { code: 'PAYMENTS', label: 'Płatności i rozliczenia' },
          { code: 'SERVICES', label: 'Zmiana pakietu lub usług' },
          { code: 'TECHNICAL', label: 'Problem techniczny z odbiorem' },
          { code: 'ACCOUNT', label: 'Konto i dane osobowe' },
          { code: 'COMPLAINT', label: 'Reklamacja' },
          { code: 'OTHER', label: 'Inna sprawa' },
        ],
      });
    });

    it('leaves out a retired subject', async () => {
      await demo.db.query(`UPDATE message_subjects SET active = false WHERE code = 'COMPLAINT'`);
      try {
        const { data } = envelopeOf<{ data: { code: string }[] }>(await visitor(demo.app).get('/api/messageSubject'));
        expect(data.data.map((s) => s.code)).not.toContain('COMPLAINT');
      } finally {
        await demo.db.query(`UPDATE message_subjects SET active = true WHERE code = 'COMPLAINT'`);
      }
    });
  });

  describe('POST account/sendMessage', () => {
    const send = (caller: Visitor, body: unknown, xsrf = true) => caller.post('/api/account/sendMessage', { body, xsrf });
    const message = { subjectCode: 'TECHNICAL', body: 'Dekoder nie odbiera kanałów.\nProszę o kontakt.' };

    it('stores the message for the customer', async () => {
      const celina = await signedInVisitor(demo.app, 'klient.c@horyzont.example');
      const response = await send(celina, { ...message, body: `  ${message.body}  ` });
      expect(response.statusCode).toBe(200);
      const { data } = envelopeOf<{ messageId: string }>(response);
      expect(data).toEqual({ messageId: expect.stringMatching(/^\d+$/), subjectCode: 'TECHNICAL', sentAt: demo.clock.now().toISOString() });
      const stored = await demo.db.query('SELECT id::text AS id, customer_id, subject_code, body, created_at FROM messages');
      expect(stored.rows).toEqual([
        { id: data.messageId, customer_id: celina.customerId, subject_code: 'TECHNICAL', body: message.body, created_at: demo.clock.now() },
      ]);
    });

    it('never touches another customer’s messages', async () => {
      const karol = await signedInVisitor(demo.app, 'klient.karta@horyzont.example');
      await send(karol, message);
      const before = await customerRows(demo.db, karol.customerId);
      await send(await signedInVisitor(demo.app, 'klient.c@horyzont.example'), message);
      expect(await customerRows(demo.db, karol.customerId)).toEqual(before);
    });

    it('allows 10 messages an hour per customer, then answers errorCode 429 until the next hour', async () => {
      const celina = await signedInVisitor(demo.app, 'klient.c@horyzont.example');
      const karol = await signedInVisitor(demo.app, 'klient.karta@horyzont.example');
      for (let i = 0; i < 10; i += 1) expect((await send(celina, message)).statusCode).toBe(200);
      const before = await accountSnapshot(demo.db);
      const refused = await send(celina, message);
      expect(refused.statusCode).toBe(429);
      expect(envelopeOf(refused)).toEqual({
        data: null,
        errorCode: 429,
        msg: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za godzinę.',
        status: 'ERROR',
      });
      expect(await accountSnapshot(demo.db)).toEqual(before);
      // Another customer has a limit of their own.
      expect((await send(karol, message)).statusCode).toBe(200);
      // The next window, the session kept alive on the way (it ends after 30 idle minutes).
      const windowOf = (date: Date) => Math.floor(date.getTime() / HOUR);
      const refusedIn = windowOf(demo.clock.now());
      while (windowOf(demo.clock.now()) === refusedIn) {
        demo.clock.advance(20 * 60 * 1000);
        await celina.get('/api/messageSubject');
      }
      expect((await send(celina, message)).statusCode).toBe(200);
    });

    it.each([
      ['an unknown subject', { ...message, subjectCode: 'NIEZNANY' }, 'Nieprawidłowe pole „subjectCode”: wybierz temat wiadomości z listy.'],
      ['a subject that is no code', { ...message, subjectCode: 'inna sprawa' }, 'Nieprawidłowe pole „subjectCode”: oczekiwano kodu tematu z listy.'],
      ['a blank body', { ...message, body: ' \n ' }, 'Nieprawidłowe pole „body”: pole nie może być puste.'],
      ['a 5001-character body', { ...message, body: 'x'.repeat(5001) }, 'Nieprawidłowe pole „body”: tekst może mieć najwyżej 5000 znaków.'],
      ['a missing body', { subjectCode: 'OTHER' }, 'Nieprawidłowe pole „body”: pole jest wymagane.'],
    ])('refuses %s with 400, storing nothing', async (_name, body, msg) => {
      const celina = await signedInVisitor(demo.app, 'klient.c@horyzont.example');
      const before = await accountSnapshot(demo.db);
      const response = await send(celina, body);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({ data: null, errorCode: 400, msg, status: 'ERROR' });
      expect(await accountSnapshot(demo.db)).toEqual(before);
    });

    it('refuses a retired subject', async () => {
      await demo.db.query(`UPDATE message_subjects SET active = false WHERE code = 'COMPLAINT'`);
      try {
        const response = await send(await signedInVisitor(demo.app, 'klient.c@horyzont.example'), { ...message, subjectCode: 'COMPLAINT' });
        expect(response.statusCode).toBe(400);
        expect((await demo.db.query('SELECT 1 FROM messages')).rowCount).toBe(0);
      } finally {
        await demo.db.query(`UPDATE message_subjects SET active = true WHERE code = 'COMPLAINT'`);
      }
    });

    it('answers 401 when not signed in and 403 without the XSRF token, storing nothing', async () => {
      const anonymous = visitor(demo.app);
      await anonymous.post('/api/sessionData', { body: {} });
      const celina = await signedInVisitor(demo.app, 'klient.c@horyzont.example');
      const before = await accountSnapshot(demo.db);
      expect((await send(anonymous, message)).statusCode).toBe(401);
      expect((await send(celina, message, false)).statusCode).toBe(403);
      expect(await accountSnapshot(demo.db)).toEqual(before);
    });
  });

  describe('POST article/rate', () => {
    const uri = '/pomoc/platnosci/faktury';
    const rate = (caller: Visitor, body: unknown, xsrf = true) => caller.post('/api/article/rate', { body, xsrf });
    const anonymousReader = () => visitorWithSession(demo.app);

    it('counts one vote per session, a second vote replacing the first', async () => {
      const first = await anonymousReader();
      expect(envelopeOf(await rate(first, { uri, helpful: true })).data).toEqual({ helpful: 1, notHelpful: 0 });
      expect(envelopeOf(await rate(first, { uri: `${uri}/`, helpful: false, comment: ' Brak informacji o fakturze korygującej. ' })).data).toEqual({
        helpful: 0,
        notHelpful: 1,
      });
      const second = await signedInVisitor(demo.app, 'klient.c@horyzont.example');
      expect(envelopeOf(await rate(second, { uri, helpful: true })).data).toEqual({ helpful: 1, notHelpful: 1 });
      // Another article counts on its own.
      expect(envelopeOf(await rate(second, { uri: '/pomoc/dekodery/brak-sygnalu', helpful: true })).data).toEqual({ helpful: 1, notHelpful: 0 });

      const stored = await demo.db.query('SELECT uri, session_id, customer_id, helpful, comment FROM article_ratings ORDER BY id');
      expect(stored.rows).toEqual([
        { uri, session_id: sessionIdOfVisitor(first), customer_id: null, helpful: false, comment: 'Brak informacji o fakturze korygującej.' },
        { uri, session_id: sessionIdOfVisitor(second), customer_id: second.customerId, helpful: true, comment: null },
        { uri: '/pomoc/dekodery/brak-sygnalu', session_id: sessionIdOfVisitor(second), customer_id: second.customerId, helpful: true, comment: null },
      ]);
    });

    it('keeps the votes when the session ends', async () => {
      const reader = await anonymousReader();
      await rate(reader, { uri, helpful: true });
      await reader.get('/api/closeBrowser');
      expect(envelopeOf(await rate(await anonymousReader(), { uri, helpful: true })).data).toEqual({ helpful: 2, notHelpful: 0 });
    });

    it('answers errorCode 429 after 60 votes of a session in an hour', async () => {
      const reader = await anonymousReader();
      for (let i = 0; i < limits.articleRatings.limit; i += 1)
        await consume(demo.db, limits.articleRatings, `session:${sessionIdOfVisitor(reader)}`, demo.clock.now());
      const before = await accountSnapshot(demo.db);
      const response = await rate(reader, { uri, helpful: true });
      expect(response.statusCode).toBe(429);
      expect(envelopeOf(response)).toMatchObject({ data: null, errorCode: 429, msg: 'Oceniono zbyt wiele artykułów. Spróbuj ponownie później.' });
      expect(await accountSnapshot(demo.db)).toEqual(before);
    });

    it.each([
      ['a page outside help', { uri: '/oferta-online', helpful: true }, 'Nieprawidłowe pole „uri”: oczekiwano adresu artykułu pomocy (/pomoc/…).'],
      ['the help start page', { uri: '/pomoc', helpful: true }, 'Nieprawidłowe pole „uri”: oczekiwano adresu artykułu pomocy (/pomoc/…).'],
      [
        'a full address',
        { uri: `https://portal.example${uri}`, helpful: true },
        'Nieprawidłowe pole „uri”: oczekiwano adresu artykułu pomocy (/pomoc/…).',
      ],
      ['a query string', { uri: `${uri}?a=1`, helpful: true }, 'Nieprawidłowe pole „uri”: oczekiwano adresu artykułu pomocy (/pomoc/…).'],
      ['a vote that is no boolean', { uri, helpful: 'tak' }, 'Nieprawidłowe pole „helpful”: oczekiwano wartości logicznej (true lub false).'],
      [
        'a 1001-character comment',
        { uri, helpful: false, comment: 'x'.repeat(1001) },
        'Nieprawidłowe pole „comment”: tekst może mieć najwyżej 1000 znaków.',
      ],
    ])('refuses %s with 400, storing nothing', async (_name, body, msg) => {
      const reader = await anonymousReader();
      const before = await accountSnapshot(demo.db);
      const response = await rate(reader, body);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response)).toEqual({ data: null, errorCode: 400, msg, status: 'ERROR' });
      expect(await accountSnapshot(demo.db)).toEqual(before);
    });

    it('answers 403 without a live session or without the XSRF token, storing nothing', async () => {
      const reader = await anonymousReader();
      const before = await accountSnapshot(demo.db);
      const noSession = await visitor(demo.app).post('/api/article/rate', { body: { uri, helpful: true } });
      expect(noSession.statusCode).toBe(403);
      const expired = visitor(demo.app);
      expired.setCookie('SESSION', 'x'.repeat(43));
      expired.setCookie('XSRF-TOKEN', 'y'.repeat(43));
      expect((await rate(expired, { uri, helpful: true })).statusCode).toBe(403);
      expect((await rate(reader, { uri, helpful: true }, false)).statusCode).toBe(403);
      expect(await accountSnapshot(demo.db)).toEqual(before);
    });
  });

  describe('GET offer-service/contentId/:id', () => {
    const lookup = (caller: Visitor, id: string) => caller.get(`/api/offer-service/contentId/${id}`);

    it.each([
      ['16', { metaProductName: 'Sport Horyzont', asseTitle: 'Derby Mazowsza – mecz na żywo', metaProductCodes: ['MCCSNK01', 'MCDSNK01'] }],
      ['3', { metaProductName: 'Filmy i seriale', asseTitle: 'Latarnik z Helu', metaProductCodes: ['FC91', 'MYCAN01'] }],
      ['10', { metaProductName: 'Filmy i seriale', asseTitle: 'Ostatni prom do Gdyni', metaProductCodes: ['FC91', 'MYCAN01'] }],
    ])('answers the meta-product of content %s to anyone, not owned', async (id, expected) => {
      const response = await lookup(visitor(demo.app), id);
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({ contentId: id, ...expected, owned: false });
    });

    it('says whether a signed-in customer already has a product of the meta-product', async () => {
      const owned = async (login: string) => envelopeOf<{ owned: boolean }>(await lookup(await signedInVisitor(demo.app, login), '16')).data.owned;
      expect(await owned('klient.operator-a@horyzont.example')).toBe(true);
      // Sport planned off in 20 days is still theirs.
      expect(await owned('klient.wylaczenie@horyzont.example')).toBe(true);
      expect(await owned('klient.c@horyzont.example')).toBe(false);
      demo.clock.advance(21 * 24 * HOUR);
      expect(await owned('klient.wylaczenie@horyzont.example')).toBe(false);
    });

    it('answers errorCode 404 for a content id no meta-product lists', async () => {
      const response = await lookup(visitor(demo.app), '999');
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response)).toEqual({
        data: null,
        errorCode: 404,
        msg: 'Nie znaleziono materiału o podanym identyfikatorze.',
        status: 'ERROR',
      });
    });

    it.each(['a%20b', 'x'.repeat(65), '%3Cscript%3E'])('refuses the id %j with 400', async (id) => {
      const response = await lookup(visitor(demo.app), id);
      expect(response.statusCode).toBe(400);
      expect(envelopeOf(response).msg).toContain('Nieprawidłowy fragment adresu „id”');
    });
  });

  describe('GET offer-service/contentId/deeplinks/:id', () => {
    it('answers where the content plays, per platform', async () => {
      const response = await visitor(demo.app).get('/api/offer-service/contentId/deeplinks/10');
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({
        contentId: '10',
        deeplinks: [
          { platform: 'WEB', url: 'https://ogladaj.horyzont.example/filmy/ostatni-prom-do-gdyni' },
          { platform: 'ANDROID', url: 'horyzont://content/10' },
          { platform: 'IOS', url: 'horyzont://content/10' },
          { platform: 'SMART_TV', url: 'horyzont://tv/content/10' },
        ],
      });
    });

    it('answers errorCode 404 for an unknown content id', async () => {
      const response = await visitor(demo.app).get('/api/offer-service/contentId/deeplinks/999');
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response).errorCode).toBe(404);
    });
  });
});
