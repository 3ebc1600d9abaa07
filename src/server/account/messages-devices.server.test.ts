import { beforeEach, describe, expect, it } from 'vitest';
import { SENT_MESSAGES_LIMIT } from '#api-contract/account.ts';
import { drivers } from '#testing/database.ts';
import { envelopeOf, demoAppFor, signedInVisitor, visitorWithSession, type Visitor, onTwoServers, sameBrowserOn } from '#testing/server-app.ts';
import { sessionIdOfVisitor } from '#testing/account.ts';

/** account/messages (the messages a customer sent) and account/logoutOtherDevices. */

const HOUR = 60 * 60 * 1000;
const CELINA = 'klient.c@horyzont.example';
const KAROL = 'klient.karta@horyzont.example';

/** An ID token as the portal keeps it after sign-in; only its claims are read (it was verified at the callback). */
const idTokenWith = (sid: string) => `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: 'x', sid })).toString('base64url')}.signature`;

describe.each(drivers)('account/messages and account/logoutOtherDevices on %s', (driver) => {
  const demo = demoAppFor(driver, new Date());

  beforeEach(async () => {
    for (const table of ['sessions', 'messages', 'rate_limit_buckets', 'oidc_payloads']) await demo.db.query(`DELETE FROM ${table}`);
    demo.clock.advance(2 * HOUR);
  });

  const subjectOf = async (customerId: string) =>
    (await demo.db.query<{ oidc_subject: string }>('SELECT oidc_subject FROM customers WHERE id = $1', [customerId])).rows[0]!.oidc_subject;

  describe('GET account/messages', () => {
    const send = (caller: Visitor, subjectCode: string, body: string) =>
      caller.post('/api/account/sendMessage', { body: { subjectCode, body }, xsrf: true });
    const list = async (caller: Visitor) => {
      const response = await caller.get('/api/account/messages');
      expect(response.statusCode).toBe(200);
      return envelopeOf<{ messages: { messageId: string; subjectCode: string; subjectLabel: string; body: string; sentAt: string }[] }>(response).data
        .messages;
    };

    it('lists the caller’s own messages, newest first, with the subject’s label and the text as sent', async () => {
      const celina = await signedInVisitor(demo.app, CELINA);
      const karol = await signedInVisitor(demo.app, KAROL);
      const first = envelopeOf<{ messageId: string }>(await send(celina, 'PAYMENTS', 'Proszę o fakturę.\nDziękuję.')).data;
      const firstAt = demo.clock.now().toISOString();
      demo.clock.advance(60_000);
      await send(karol, 'OTHER', 'Wiadomość Karola');
      const second = envelopeOf<{ messageId: string }>(await send(celina, 'TECHNICAL', '<b>Dekoder</b> nie działa')).data;
      expect(await list(celina)).toEqual([
        {
          messageId: second.messageId,
          subjectCode: 'TECHNICAL',
          subjectLabel: 'Problem techniczny z odbiorem',
          body: '<b>Dekoder</b> nie działa',
          sentAt: demo.clock.now().toISOString(),
        },
        {
          messageId: first.messageId,
          subjectCode: 'PAYMENTS',
          subjectLabel: 'Płatności i rozliczenia',
          body: 'Proszę o fakturę.\nDziękuję.',
          sentAt: firstAt,
        },
      ]);
      expect((await list(karol)).map((message) => message.body)).toEqual(['Wiadomość Karola']);
    });

    it('orders messages of the same moment by number and answers at most the last 50', async () => {
      const celina = await signedInVisitor(demo.app, CELINA);
      const { customerId } = celina;
      await demo.db.query(
        `INSERT INTO messages (customer_id, subject_code, body, created_at)
         SELECT $1, 'OTHER', 'Wiadomość ' || n, $2 FROM generate_series(1, $3::int) AS n ORDER BY n`,
        [customerId, demo.clock.now(), SENT_MESSAGES_LIMIT + 5],
      );
      const listed = await list(celina);
      expect(listed).toHaveLength(SENT_MESSAGES_LIMIT);
      expect(listed[0]!.body).toBe(`Wiadomość ${SENT_MESSAGES_LIMIT + 5}`);
      expect(listed.at(-1)!.body).toBe('Wiadomość 6');
      const numbers = listed.map((message) => Number(message.messageId));
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    });

    it('answers an empty list to a customer who sent nothing, and 401 to a visitor not signed in', async () => {
      expect(await list(await signedInVisitor(demo.app, CELINA))).toEqual([]);
      const anonymous = await visitorWithSession(demo.app);
      const response = await anonymous.get('/api/account/messages');
      expect(response.statusCode).toBe(401);
      expect(envelopeOf(response).data).toBeNull();
    });
  });

  describe('POST account/logoutOtherDevices', () => {
    const logoutOthers = (caller: Visitor, xsrf = true) => caller.post('/api/account/logoutOtherDevices', { body: {}, xsrf });
    const signedIn = async (caller: Visitor) => (await caller.get('/api/account/messages')).statusCode === 200;

    /** A provider session of the account, as the embedded provider stores it, with a grant and an access token under it. */
    async function providerSession(accountId: string, n: string): Promise<void> {
      const rows: [string, string, Record<string, unknown>, string | null][] = [
        ['Session', `session-${n}`, { accountId, authorizations: { portal: { sid: `sid-${n}`, grantId: `grant-${n}` } } }, null],
        ['Grant', `grant-${n}`, { accountId, clientId: 'portal' }, null],
        ['AccessToken', `token-${n}`, { accountId, grantId: `grant-${n}` }, `grant-${n}`],
      ];
      for (const [model, id, payload, grantId] of rows) {
        await demo.db.query(
          `INSERT INTO oidc_payloads (model, id, payload, grant_id, expires_at) VALUES ($1, $2, $3, $4, now() + interval '1 hour')`,
          [model, id, JSON.stringify(payload), grantId],
        );
      }
    }
    const providerRows = async () => (await demo.db.query<{ id: string }>('SELECT id FROM oidc_payloads ORDER BY id')).rows.map((row) => row.id);
    const withSid = (caller: Visitor, sid: string) =>
      demo.db.query(`UPDATE sessions SET data = data || jsonb_build_object('oidcIdToken', $2::text) WHERE id = $1`, [
        sessionIdOfVisitor(caller),
        idTokenWith(sid),
      ]);

    it('ends the customer’s other portal and provider sessions, keeps the caller’s, and leaves another customer’s alone', async () => {
      const here = await signedInVisitor(demo.app, CELINA);
      const phone = await signedInVisitor(demo.app, CELINA);
      const tv = await signedInVisitor(demo.app, CELINA);
      const karol = await signedInVisitor(demo.app, KAROL);
      const celinaSubject = await subjectOf(here.customerId);
      for (const n of ['a', 'b', 'c']) await providerSession(celinaSubject, n);
      await providerSession(await subjectOf(karol.customerId), 'k');
      await withSid(here, 'sid-a');
      // Every session has been read (and cached) before it ends.
      for (const caller of [here, phone, tv, karol]) expect(await signedIn(caller)).toBe(true);

      const response = await logoutOthers(here);
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response).data).toEqual({ sessionsEnded: 2, providerSessionsEnded: 2 });

      expect(await signedIn(here)).toBe(true);
      for (const other of [phone, tv]) {
        const next = await other.get('/api/account/messages');
        expect(next.statusCode).toBe(401);
        expect(other.cookie('SESSION')).toBeUndefined();
      }
      expect(await signedIn(karol)).toBe(true);
      expect(await providerRows()).toEqual(['grant-a', 'grant-k', 'session-a', 'session-k', 'token-a', 'token-k']);

      // Nothing else to end: a second call ends nothing more.
      expect(envelopeOf(await logoutOthers(here)).data).toEqual({ sessionsEnded: 0, providerSessionsEnded: 0 });
    });

    it('without a provider session named by the caller’s ID token, ends all of the account’s provider sessions and keeps the caller signed in to the portal', async () => {
      const here = await signedInVisitor(demo.app, CELINA);
      const other = await signedInVisitor(demo.app, CELINA);
      for (const n of ['a', 'b']) await providerSession(await subjectOf(here.customerId), n);
      expect(envelopeOf(await logoutOthers(here)).data).toEqual({ sessionsEnded: 1, providerSessionsEnded: 2 });
      expect(await providerRows()).toEqual([]);
      expect(await signedIn(here)).toBe(true);
      expect(await signedIn(other)).toBe(false);
    });

    it('ends nothing without the XSRF token or when not signed in', async () => {
      const here = await signedInVisitor(demo.app, CELINA);
      const other = await signedInVisitor(demo.app, CELINA);
      await providerSession(await subjectOf(here.customerId), 'a');
      expect((await logoutOthers(here, false)).statusCode).toBe(403);
      const anonymous = await visitorWithSession(demo.app);
      expect((await logoutOthers(anonymous)).statusCode).toBe(401);
      expect(await signedIn(other)).toBe(true);
      expect(await providerRows()).toEqual(['grant-a', 'session-a', 'token-a']);
    });
  });
});

// PGlite serves one process, so two servers on one database means the PostgreSQL driver.
describe.each(drivers.filter((driver) => driver === 'postgres'))('account/logoutOtherDevices with two app instances on one %s database', (driver) => {
  it('ends a session another instance has just served: its next call there finds none', async () => {
    await onTwoServers(driver, async ({ a: appA, b: appB }) => {
      const here = await signedInVisitor(appA, CELINA);
      const phoneOnA = await signedInVisitor(appA, CELINA);
      const phone = sameBrowserOn(appB, phoneOnA);
      expect((await phone.get('/api/account/messages')).statusCode).toBe(200);
      expect((await phone.get('/api/account/messages')).statusCode).toBe(200);

      const ended = await here.post('/api/account/logoutOtherDevices', { body: {}, xsrf: true });
      expect(envelopeOf(ended).data).toMatchObject({ sessionsEnded: 1 });

      expect((await phone.get('/api/account/messages')).statusCode).toBe(401);
      expect((await here.get('/api/account/messages')).statusCode).toBe(200);
    });
  }, 60_000);
});
