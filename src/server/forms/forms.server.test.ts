import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALL_HOURS } from '#forms/call-slots.ts';
import { MIN_FILL_MS } from '#forms/protocol.ts';
import type { Database } from '../db/index.ts';
import { drivers, openTestDatabase, type TestDatabase } from '#testing/database.ts';
import { staffVisitor, testApp, testClock, type TestClock } from '#testing/server-app.ts';

/** Every forms call on each database: stored only when accepted, spam answered as sent and kept nowhere. */

const contact = {
  name: 'Jan Kowalski',
  email: 'jan.kowalski@example.pl',
  phone: '601 000 102',
  subject: 'OFFER',
  message: 'Dzień dobry,\nproszę o ofertę.',
  consent: true,
  page: '/kontakt#formularz-kontakt',
};

describe.each(drivers)('forms on %s', (driver) => {
  let t: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  let clock: TestClock;

  beforeAll(async () => {
    t = await openTestDatabase(driver);
    db = t.db;
    clock = testClock('2026-11-02T09:00:00.000Z');
    // No webhook: submissions wait in the queue (the delivery tests send them).
    app = await testApp(db, { clock, formsDelivery: { schema: `${t.schema}_boss`, pollingIntervalSeconds: 0.5 } });
    await app.portal.forms.delivery();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.exec(`DROP SCHEMA IF EXISTS ${t.schema}_boss CASCADE`);
    await t?.cleanup();
  });

  beforeEach(async () => {
    await db.query('DELETE FROM form_submissions');
    await db.query('DELETE FROM rate_limit_buckets');
    await db.query(`DELETE FROM ${t.schema}_boss.job`);
    clock.set('2026-11-02T09:00:00.000Z');
  });

  const token = async (form: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/forms/token?form=${form}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { token: string } }).data.token;
  };
  const stored = async () =>
    (await db.query<{ id: string; kind: string; payload: Record<string, unknown>; page: string; email: string }>('SELECT * FROM form_submissions'))
      .rows;
  const jobs = async () =>
    (await db.query<{ data: { submissionId: string } }>(`SELECT data FROM ${t.schema}_boss.job WHERE name = 'form-delivery'`)).rows;

  it('stores a contact form with its delivery job and answers its id', async () => {
    const formToken = await token('contact');
    clock.advance(MIN_FILL_MS + 1000);
    const response = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: { ...contact, formToken, website: '' } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { id: string; receivedAt: string } };
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: data.id, kind: 'contact', page: '/kontakt', email: 'jan.kowalski@example.pl' });
    expect(rows[0]!.payload).toEqual({
      name: 'Jan Kowalski',
      email: 'jan.kowalski@example.pl',
      phone: '601 000 102',
      subject: 'OFFER',
      message: 'Dzień dobry,\nproszę o ofertę.',
      consent: true,
    });
    expect((await jobs()).map((job) => job.data.submissionId)).toContain(data.id);
  });

  it.each([
    ['lead', { offerTitle: 'Komfort', name: 'Jan Kowalski', phone: '+48 601 000 102', consent: true }],
    ['ott-lead', { offerTitle: 'Strumień Premium', email: 'ott@example.pl', consent: true }],
    [
      'lead-partner',
      { companyName: 'Sklep RTV', nip: '123-456-32-18', name: 'Jan Kowalski', email: 'partner@example.pl', phone: '601000102', consent: true },
    ],
    [
      'corporate',
      {
        companyName: 'Hotel Pod Lipami',
        nip: '1234563218',
        name: 'Ewa Nowak',
        email: 'ewa@hotel.example',
        phone: '601000102',
        need: 'VENUE_TV',
        locations: 12,
        consent: true,
      },
    ],
  ] as const)('stores a %s form', async (kind, values) => {
    const formToken = await token(kind);
    clock.advance(MIN_FILL_MS + 1000);
    const response = await app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload: { ...values, formToken } });
    expect(response.statusCode).toBe(200);
    const rows = await stored();
    expect(rows.map((row) => [row.kind, row.payload])).toEqual([[kind, values]]);
  });

  it('answers a token only for a form kind it knows', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/forms/token?form=newsletter' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { msg: string }).msg).toBe('Nieprawidłowy parametr „form”: oczekiwano rodzaju formularza z listy.');
  });

  it('refuses every invalid field in Polish, naming each, and stores nothing', async () => {
    const formToken = await token('contact');
    clock.advance(MIN_FILL_MS + 1000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { name: ' ', email: 'jan@', phone: '12', subject: 'X', message: '<script>', consent: false, formToken },
    });
    expect(response.statusCode).toBe(400);
    const { msg } = response.json() as { msg: string };
    for (const text of [
      'Nieprawidłowe pole „name”: podaj imię i nazwisko',
      'pole „email”: podaj poprawny adres e-mail',
      'pole „phone”: podaj numer telefonu w Polsce',
      'pole „subject”: wybierz temat z listy',
      'pole „message”: treść wiadomości nie może zawierać znaków < ani >',
      'pole „consent”: zaznacz zgodę',
    ]) {
      expect(msg).toContain(text);
    }
    expect(await stored()).toHaveLength(0);
  });

  it('answers a filled honeypot, a missing, too fresh or forged token as if sent, storing and queueing nothing', async () => {
    const formToken = await token('contact');
    const fresh = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: { ...contact, formToken } });
    clock.advance(MIN_FILL_MS + 1000);
    const honeypot = await app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { ...contact, formToken, website: 'http://spam.example' },
    });
    const missing = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: contact });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { ...contact, formToken: `${formToken.slice(0, -3)}abc` },
    });
    const otherForm = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: { ...contact, formToken: await token('lead') } });
    for (const response of [fresh, honeypot, missing, forged, otherForm]) {
      expect(response.statusCode).toBe(200);
      expect((response.json() as { data: { id: string } }).data.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await stored()).toHaveLength(0);
    expect(await jobs()).toHaveLength(0);
  });

  it('refuses a token older than a day as spam', async () => {
    const formToken = await token('contact');
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const response = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: { ...contact, formToken } });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toHaveLength(0);
  });

  it('without JavaScript: a plain POST is stored and redirected to the form’s thank-you anchor', async () => {
    const formToken = await token('contact');
    clock.advance(MIN_FILL_MS + 1000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...contact, consent: 'tak', phone: '', formToken, website: '' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/kontakt#formularz-kontakt-wyslano');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ consent: true, name: 'Jan Kowalski' });
    expect(rows[0]!.payload).not.toHaveProperty('phone');
  });

  it('without JavaScript: a refused form comes back as a Polish page, refilled, each error beside its field, markup escaped', async () => {
    const formToken = await token('contact');
    clock.advance(MIN_FILL_MS + 1000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'Jan <b>Kowalski</b>',
        email: 'zly-adres',
        subject: 'OFFER',
        message: 'Treść',
        formToken,
        page: '/kontakt#formularz-kontakt',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('Popraw formularz');
    expect(html).toContain('Imię i nazwisko nie może zawierać znaków &lt; ani &gt;.');
    expect(html).toContain('Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.');
    expect(html).toContain('Zaznacz zgodę, abyśmy mogli się z Tobą skontaktować.');
    expect(html).toContain('value="Jan &lt;b&gt;Kowalski&lt;/b&gt;"');
    expect(html).not.toContain('<b>Kowalski');
    // A fresh token, so the corrected form can be sent again.
    expect(html).toMatch(/name="formToken" value="v1\.contact\.\d+\.[A-Za-z0-9_-]+"/);
    expect(html).toContain('action="/api/forms/contact"');
    expect(await stored()).toHaveLength(0);
  });

  it('limits forms per e-mail address (429 in Polish), counting nothing stored beyond the limit', async () => {
    const formToken = await token('contact');
    clock.advance(MIN_FILL_MS + 1000);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await app.inject({ method: 'POST', url: '/api/forms/contact', payload: { ...contact, formToken } }));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    expect((answers[3]!.json() as { msg: string }).msg).toContain('zbyt wiele formularzy');
    expect(await stored()).toHaveLength(3);
  });

  it('books a call until the slot is full, then refuses it beside the slot; the slots call shows it taken', async () => {
    const formToken = await token('book-a-call');
    clock.advance(MIN_FILL_MS + 1000);
    const booking = { variant: 'standard', day: '2026-11-03', slot: '10:00', phone: '601000102', topic: 'OFFER', consent: true, formToken };
    const capacity = CALL_HOURS.standard.capacity;
    for (let i = 0; i < capacity; i++) {
      const response = await app.inject({ method: 'POST', url: '/api/forms/book-a-call', remoteAddress: `10.0.0.${i + 1}`, payload: booking });
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as { data: { booking: unknown } }).data.booking).toEqual({ day: '2026-11-03', slot: '10:00' });
    }
    const full = await app.inject({ method: 'POST', url: '/api/forms/book-a-call', remoteAddress: '10.0.1.1', payload: booking });
    expect(full.statusCode).toBe(409);
    expect((full.json() as { msg: string }).msg).toBe('Nieprawidłowe pole „slot”: ten termin jest już zajęty, wybierz inną godzinę lub dzień.');
    expect(await stored()).toHaveLength(capacity);

    const slots = await app.inject({ method: 'GET', url: '/api/forms/book-a-call/slots?variant=standard' });
    const days = (slots.json() as { data: { days: { day: string; slots: { slot: string; free: boolean }[] }[] } }).data.days;
    const tuesday = days.find((day) => day.day === '2026-11-03')!;
    expect(tuesday.slots.find((slot) => slot.slot === '10:00')!.free).toBe(false);
    expect(tuesday.slots.find((slot) => slot.slot === '11:00')!.free).toBe(true);
  });

  it('refuses a call in a slot that has passed, and a weekend day beside its field', async () => {
    const formToken = await token('book-a-call');
    clock.advance(MIN_FILL_MS + 1000);
    const base = { variant: 'standard', phone: '601000102', topic: 'OFFER', consent: true, formToken };
    // 09:00 UTC is 10:00 in Warsaw: the 10:00 slot has started.
    const passed = await app.inject({ method: 'POST', url: '/api/forms/book-a-call', payload: { ...base, day: '2026-11-02', slot: '10:00' } });
    expect(passed.statusCode).toBe(409);
    expect((passed.json() as { msg: string }).msg).toContain('ten termin już minął');
    const saturday = await app.inject({ method: 'POST', url: '/api/forms/book-a-call', payload: { ...base, day: '2026-11-07', slot: '10:00' } });
    expect(saturday.statusCode).toBe(400);
    expect((saturday.json() as { msg: string }).msg).toContain('Nieprawidłowe pole „day”: wybierz dzień roboczy');
    expect(await stored()).toHaveLength(0);
  });

  it('shows stored forms on the inbox page with the headers and body the webhook would get', async () => {
    const formToken = await token('contact');
    clock.advance(MIN_FILL_MS + 1000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { ...contact, message: 'Tekst <i>z</i> markupem?', formToken },
    });
    expect(response.statusCode).toBe(400);
    const ok = await app.inject({ method: 'POST', url: '/api/forms/contact', payload: { ...contact, formToken } });
    const { id } = (ok.json() as { data: { id: string } }).data;
    const inbox = await (await staffVisitor(app)).get('/skrzynka-formularzy');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain(`webhook-id: ${id}`);
    expect(inbox.body).toMatch(/webhook-signature: v1,[A-Za-z0-9+/=]+/);
    expect(inbox.body).toContain('&quot;name&quot;: &quot;Jan Kowalski&quot;');
    expect(inbox.body).toContain('Czeka: nie ustawiono FORMS_WEBHOOK_URL');
  });
});
