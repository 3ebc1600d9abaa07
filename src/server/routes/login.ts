import { randomUUID } from 'node:crypto';
import { cleanLine } from '#domain/free-text.ts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionOperations as op, type loginQuerySchema } from '#api-contract/session.ts';
import { adoptVisitorCarts } from '../carts/adoption.ts';
import { loadCustomerSession } from '../customers/customer-session.ts';
import { cancelDeletion } from '../account/deletion.ts';
import type { Queryable } from '../db/index.ts';
import { navigation } from '../http/route.ts';
import { STAFF_KEY } from '../http/staff-only.ts';
import type { PendingLogin, RelyingParty, SignedInIdentity } from '../identity/index.ts';
import { rotateSession, type StoredSessionData } from '../sessions/index.ts';

/**
 * Spec 7 login and logout: browser navigations through the OpenID Connect
 * provider, answered with redirects (never envelopes), declared in the
 * contract's session area and registered through the route layer. The
 * pending login (state, nonce, PKCE verifier) waits in the visitor's
 * server-side session; a successful callback rotates the session and marks
 * it logged in. A navigation another site started never signs anyone out
 * (the route layer, from the contract's sameSiteOnly).
 */

export const ACCOUNT_PAGE = '/oferta-online/moje-konto';
export const LOGIN_FAILED_PAGE = '/l?blad=logowanie';

/** Session data keys this module owns (not part of the spec's session; the sessionData schema leaves them out). */
const PENDING_KEY = 'pendingLogin';
const ID_TOKEN_KEY = 'oidcIdToken';

interface StoredPendingLogin extends PendingLogin {
  returnTo: string | null;
  /** Started by quietLogin/start (prompt=none): the provider's refusal sends the browser back to returnTo, not to the failure page. */
  quiet?: boolean;
}

type LoginQuery = z.output<typeof loginQuerySchema>;

/** Only a path on this site: one leading slash, no scheme, no protocol-relative or backslash tricks, no control characters. */
export function safeReturnTo(value: string | undefined): string | null {
  if (value === undefined) return null;
  return /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/.test(value) ? value : null;
}

/** The ID token the session signed in with (verified at the callback), for what it names: the provider session (sid). */
export function idTokenOf(data: StoredSessionData): string | null {
  const value = data[ID_TOKEN_KEY];
  return typeof value === 'string' ? value : null;
}

function pendingOf(data: StoredSessionData): StoredPendingLogin | null {
  const value = data[PENDING_KEY] as Partial<StoredPendingLogin> | null | undefined;
  if (!value || typeof value.state !== 'string' || typeof value.nonce !== 'string' || typeof value.codeVerifier !== 'string') return null;
  return {
    state: value.state,
    nonce: value.nonce,
    codeVerifier: value.codeVerifier,
    returnTo: safeReturnTo(value.returnTo ?? undefined),
    quiet: value.quiet === true,
  };
}

/**
 * The customer behind the provider's subject; a newly registered account gets
 * its customer record on first login, its name cleaned as free text is
 * (an external provider's claim may carry any characters).
 */
export async function customerFor(db: Queryable, identity: SignedInIdentity): Promise<{ id: string; login: string }> {
  const find = async () =>
    (await db.query<{ id: string; login: string }>('SELECT id, login FROM customers WHERE oidc_subject = $1', [identity.subject])).rows[0];
  const existing = await find();
  if (existing) return existing;
  if (!identity.email) throw new Error('The provider named no e-mail address for a new customer');
  const displayName = cleanLine(identity.name ?? '') || identity.email;
  // A concurrent first login inserts the same subject: nothing happens here and the lookup finds that row.
  await db.query(`INSERT INTO customers (oidc_subject, login, display_name, customer_identifier) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
    identity.subject,
    identity.email,
    displayName.slice(0, 200),
    `HOR-${randomUUID()}`,
  ]);
  const created = await find();
  if (!created) throw new Error('No customer record could be created for this subject (login already taken by another customer)');
  return created;
}

/**
 * The callback as the provider addressed it: the registered redirect URI with
 * this request's query. The code exchange sends that URI again, so it must not
 * depend on the Host header or a proxy in between.
 */
function callbackUrl(redirectUri: string, request: FastifyRequest): URL {
  const url = new URL(redirectUri);
  const query = request.url.indexOf('?');
  url.search = query < 0 ? '' : request.url.slice(query);
  return url;
}

export interface LoginOptions {
  relyingParty: RelyingParty;
  /** The redirect URI registered with the provider (this route's public URL). */
  redirectUri: string;
}

/**
 * The login and logout navigations; without a relying party (an app built
 * for tests or for the API document) signing in fails as any failed sign-in
 * does, and logout ends the portal's session only.
 */
export function loginRoutes(options?: LoginOptions): FastifyPluginAsync {
  return async (app) => {
    const failed = async (request: FastifyRequest, error: unknown) => {
      request.log.warn({ err: error }, 'Login failed');
      if (request.session) await app.sessions.update(request, { [PENDING_KEY]: null });
      return LOGIN_FAILED_PAGE;
    };

    async function start(
      request: FastifyRequest,
      reply: FastifyReply,
      query: Pick<LoginQuery, 'rejestracja' | 'returnTo'>,
      quiet = false,
    ): Promise<string> {
      if (!options) return failed(request, new Error('Signing in is not configured (no OpenID Connect relying party)'));
      let url: URL;
      let pending: PendingLogin;
      try {
        ({ url, pending } = await options.relyingParty.startLogin(
          quiet ? { prompt: 'none' } : query.rejestracja === 'sklep' ? { signup: 'shop' } : {},
        ));
      } catch (error) {
        return failed(request, error);
      }
      const stored: StoredPendingLogin = { ...pending, returnTo: safeReturnTo(query.returnTo), ...(quiet ? { quiet: true } : {}) };
      if (request.session) await app.sessions.update(request, { [PENDING_KEY]: stored });
      else {
        try {
          await app.sessions.start(request, reply, { [PENDING_KEY]: stored });
        } catch (error) {
          // Too many sessions started from this address: the visitor lands on the page that says signing in failed.
          return failed(request, error);
        }
      }
      return url.href;
    }

    async function finish(request: FastifyRequest, reply: FastifyReply, query: LoginQuery): Promise<string> {
      const pending = request.session ? pendingOf(request.session.data) : null;
      if (!pending) return failed(request, new Error('Callback without a pending login in the session'));
      if (!options) return failed(request, new Error('Signing in is not configured (no OpenID Connect relying party)'));
      if (pending.quiet && query.error !== undefined && query.state === pending.state) {
        // The provider would need its form (login_required, or any other refusal): back to the page, still signed out,
        // which sends the visitor to the login page as for anyone (the page tries once, so this is no loop).
        request.log.info({ error: query.error }, 'Quiet login refused by the provider');
        await app.sessions.update(request, { [PENDING_KEY]: null });
        return pending.returnTo ?? ACCOUNT_PAGE;
      }
      try {
        const identity = await options.relyingParty.finishLogin(callbackUrl(options.redirectUri, request), pending);
        const customer = await customerFor(app.portal.db, identity);
        // Signing in within the grace period keeps an account whose deletion was asked for (account/deletion.ts).
        if (await cancelDeletion(app.portal.db, customer.id)) request.log.info('A sign-in cancelled the account’s pending deletion');
        // Login is where a planted session id would pay off: the logged-in session gets a new one.
        const customerSession = await loadCustomerSession(app.portal.db, customer.id);
        if (!customerSession) throw new Error('The customer record is gone');
        const rotated = await rotateSession(request, reply, { customerId: customer.id });
        if (!rotated) throw new Error('The session ended during login');
        let cartFlags = {};
        try {
          // What the visitor put in the cart before signing in is the customer's now.
          cartFlags = await adoptVisitorCarts(app.portal.db, rotated.id, customer.id, app.portal.config.now(), rotated.data.ltoInCart === true);
        } catch (error) {
          // Better signed in without the visitor's cart than not signed in at all.
          request.log.error({ err: error }, 'The visitor’s cart could not be handed to the customer');
        }
        await app.sessions.update(request, {
          // A snapshot of the customer's records; sessionData refreshes it while the session lives.
          ...customerSession,
          ...cartFlags,
          [PENDING_KEY]: null,
          [ID_TOKEN_KEY]: identity.idToken,
          // The back office's key: only a provider that names the staff role sets it (http/staff-only.ts).
          [STAFF_KEY]: identity.staff,
          // The provider's current e-mail; a provider that does not share it leaves the customer's recorded login.
          userLogin: identity.email ?? customer.login,
        });
        return pending.returnTo ?? ACCOUNT_PAGE;
      } catch (error) {
        return failed(request, error);
      }
    }

    navigation(app, op.login, async (request, reply) => {
      const { query } = request;
      if (query.code === undefined && query.error === undefined) return start(request, reply, query);
      return finish(request, reply, query);
    });

    navigation(app, op.quietLoginStart, async (request, reply) => {
      const returnTo = request.query.returnTo;
      // Signed in after all (another tab signed in meanwhile): nothing to ask the provider.
      if (request.session?.customerId) return safeReturnTo(returnTo) ?? ACCOUNT_PAGE;
      return start(request, reply, { returnTo }, true);
    });

    navigation(app, op.logout, async (request, reply) => {
      const idToken = request.session?.data[ID_TOKEN_KEY];
      await app.sessions.end(request, reply);
      if (!options) return '/';
      try {
        return (await options.relyingParty.logoutUrl(typeof idToken === 'string' ? idToken : undefined)).href;
      } catch (error) {
        // No end-session endpoint (or the provider is unreachable): the portal's own logout is done.
        request.log.warn({ err: error }, 'Provider logout URL unavailable');
        return '/';
      }
    });
  };
}
