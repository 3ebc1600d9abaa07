import { DEMO_PASSWORD } from '#server/identity/demo-accounts.ts';
import { Browser, expectPage, submit } from '#testing/identity.ts';
import { XSRF_HEADER } from '#server/sessions/cookies.ts';
import { sessionFromCookies, type BenchSession } from './load-results.ts';

/**
 * Signed-in sessions for the load run, each through the running server's real
 * login as a customer does it (the server tests' browser and form filler):
 * sessionData for the visitor's XSRF cookie, /api/login to the embedded
 * identity provider's form, „Zaloguj się” with the demo customer's e-mail
 * and password, redirects followed back to the portal. Every session is then
 * checked by the userLogin its sessionData gives.
 */

/** The demo customer the signed-in targets run as (the page-weight bench's customer too). */
export const BENCH_CUSTOMER = 'klient.c@horyzont.example';

/** Logins at a time: each hashes a password at the production cost (about 0.1–0.3 s of one CPU). */
export const SIGN_IN_CONCURRENCY = 5;

/** One session of `login`, signed in on `origin`. */
export async function signIn(origin: string, login: string): Promise<BenchSession> {
  // Redirects are followed until they come back to the portal's pages (the login's return).
  const browser = new Browser(`${origin}/oferta-online/`);
  const visitor = await browser.api(`${origin}/api/sessionData`);
  await visitor.body?.cancel();
  if (!visitor.ok) throw new Error(`sessionData answered ${visitor.status} before the login`);
  const form = expectPage(await browser.go(`${origin}/api/login`));
  const landing = await submit(browser, form, 'Zaloguj się', { 'Adres e-mail': login, Hasło: DEMO_PASSWORD });
  if (landing.kind !== 'callback') throw new Error(`the login ended on ${landing.page.url} (HTTP ${landing.page.status}), not back on the portal`);
  return sessionFromCookies(browser.cookies, 'the login');
}

/** Who the session is signed in as, by its sessionData on `origin` (null: anonymous). */
export async function sessionLogin(origin: string, session: BenchSession): Promise<string | null> {
  const response = await fetch(`${origin}/api/sessionData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, [XSRF_HEADER]: session.xsrfToken },
    body: '{}',
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`sessionData answered ${response.status}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { data?: { userLogin?: string | null } }).data?.userLogin ?? null;
}

/**
 * `count` sessions of `login`, the i-th signed in on origins[i mod n] and
 * checked, once all are signed in, on the next origin: with two server
 * processes every session has worked on both.
 */
export async function signInSessions(
  origins: readonly string[],
  count: number,
  login = BENCH_CUSTOMER,
  concurrency = SIGN_IN_CONCURRENCY,
): Promise<BenchSession[]> {
  const sessions: BenchSession[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      try {
        sessions[i] = await signIn(origins[i % origins.length]!, login);
      } catch (error) {
        next = count; // the other workers stop too
        throw new Error(`signing in session ${i + 1} of ${count} on ${origins[i % origins.length]}: ${(error as Error).message}`, { cause: error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  for (const [i, session] of sessions.entries()) {
    const origin = origins[(i + 1) % origins.length]!;
    const userLogin = await sessionLogin(origin, session);
    if (userLogin !== login)
      throw new Error(`signed-in session ${i + 1} of ${count}: sessionData on ${origin} gives userLogin ${JSON.stringify(userLogin)}, not ${login}`);
  }
  return sessions;
}
