import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountOperations as op } from '#api-contract/account.ts';
import { alignOpenCarts, consentsView, updateAccountConsents } from '../account/consents.ts';
import { rateArticle } from '../account/article-ratings.ts';
import { messageSubjects, sendCustomerMessage, sentMessages } from '../account/customer-messages.ts';
import { logoutOtherDevices } from '../account/devices.ts';
import { icaLink, icaLinksFromEnv, type IcaLinks } from '../account/identity-pages.ts';
import { accountMessages } from '#domain/account-messages.ts';
import { contentDeeplinks, contentMetaProduct } from '../account/offer-service.ts';
import { personalDataOf, updatePersonalData } from '../account/personal-data.ts';
import { exportOf } from '../account/deletion.ts';
import { segmentsOf, subscriberNumbersOf } from '../account/segments.ts';
import { ownerOf, type CartKind } from '../carts/store.ts';
import { CallError } from '../http/call-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { customerOf, route, sessionOf } from '../http/route.ts';
import { RequestValidationError } from '../http/validation.ts';
import type { SessionRecord } from '../sessions/index.ts';
import { touchSession, updateSessionData } from '../sessions/store.ts';
import { sidOfIdToken } from '../identity/provider-sessions.ts';
import { idTokenOf, safeReturnTo } from './login.ts';

export interface AccountRoutesOptions {
  /** The identity provider's account pages; default: from the environment, as the sign-in settings are read. */
  icaLinks?: IcaLinks;
}

/**
 * The validated request parts, typed by their schemas. route()'s request type
 * reads an operation's optional `body`/`query`/`params` as possibly undefined
 * and so types them unknown; these name the schema instead.
 */
const bodyOf = <S extends z.ZodType>(_schema: S | undefined, request: FastifyRequest) => request.body as z.output<S>;
const queryOf = <S extends z.ZodType>(_schema: S | undefined, request: FastifyRequest) => request.query as z.output<S>;
const paramsOf = <S extends z.ZodType>(_schema: S | undefined, request: FastifyRequest) => request.params as z.output<S>;

/** The cart the session shows: the long-term-offer one in the LTO flow. */
const cartKindOf = (session: SessionRecord): CartKind => (session.data.ltoInCart === true ? 'lto' : 'regular');

/** A same-site path (login's rule), else 400 naming the field. */
function returnPath(path: string): string {
  const safe = safeReturnTo(path);
  if (safe === null) throw new RequestValidationError(accountMessages.returnPath, []);
  return safe;
}

/** Account calls of spec 7 (account/*, messageSubject, article/rate, offer service). */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const { db } = app.portal;
  const now = () => app.portal.config.now();
  const icaLinks = options.icaLinks ?? icaLinksFromEnv();

  route(app, op.alignConsents, async (request) => {
    const { session, customerId } = customerOf(request);
    return db.transaction(async (tx) => {
      await alignOpenCarts(tx, customerId, now());
      return consentsView(tx, { ...ownerOf(session), customerId }, cartKindOf(session));
    });
  });

  route(app, op.updateConsents, async (request) => {
    const { session, customerId } = customerOf(request);
    const { consents } = bodyOf(op.updateConsents.body, request);
    return db.transaction(async (tx) => {
      await updateAccountConsents(tx, customerId, consents, now());
      return { data: await consentsView(tx, { ...ownerOf(session), customerId }, cartKindOf(session)) };
    });
  });

  route(app, op.personalData, async (request) => personalDataOf(db, customerOf(request).customerId));
  route(app, op.export, async (request) => exportOf(db, customerOf(request).customerId, app.portal.config.now()));

  route(app, op.updatePersonalData, async (request) => {
    const { customerId } = customerOf(request);
    const changes = bodyOf(op.updatePersonalData.body, request);
    return db.transaction(async (tx) => {
      await updatePersonalData(tx, customerId, changes, now());
      return personalDataOf(tx, customerId);
    });
  });

  route(app, op.showIca, async (request) => {
    customerOf(request);
    const { page, path } = bodyOf(op.showIca.body, request);
    const link = icaLink(icaLinks, page, returnPath(path));
    if (!link) throw new CallError(404, accountMessages.icaPageUnavailable);
    return link;
  });

  route(app, op.segments, async (request) => {
    const { customerId } = customerOf(request);
    const { numabo, numabont } = queryOf(op.segments.query, request);
    if (numabo !== undefined || numabont !== undefined) {
      const own = await subscriberNumbersOf(db, customerId);
      if ((numabo !== undefined && numabo !== own?.numabo) || (numabont !== undefined && numabont !== own?.numabont)) {
        throw new CallError(404, accountMessages.notYourAccount);
      }
    }
    return segmentsOf(db, customerId, now());
  });

  route(app, op.refreshToken, async (request) => {
    const { session } = customerOf(request);
    const lastPath = returnPath(bodyOf(op.refreshToken.body, request).path);
    const at = now();
    const refreshed = await db.transaction(async (tx) => {
      if (!(await touchSession(tx, session.id, { now: at, idleMs: app.portal.config.sessionIdleMs }))) return null;
      return updateSessionData(tx, session.id, { lastPath });
    });
    if (!refreshed) throw new CallError(401, accountMessages.sessionEnded);
    request.session = refreshed;
    return { expiresAt: refreshed.expiresAt.toISOString() };
  });

  route(app, op.messageSubject, async () => ({ data: await messageSubjects(db) }));

  route(app, op.sendMessage, async (request) => {
    const { customerId } = customerOf(request);
    const { subjectCode, body } = bodyOf(op.sendMessage.body, request);
    return sendCustomerMessage(db, { customerId, subjectCode, body, now: now() });
  });

  route(app, op.messages, async (request) => ({ messages: await sentMessages(db, customerOf(request).customerId) }));

  route(app, op.logoutOtherDevices, async (request) => {
    const { session, customerId } = customerOf(request);
    return logoutOtherDevices(db, { customerId, sessionId: session.id, providerSid: sidOfIdToken(idTokenOf(session.data)) });
  });

  route(app, op.articleRate, async (request) => {
    const session = sessionOf(request);
    const { uri, helpful, comment } = bodyOf(op.articleRate.body, request);
    return rateArticle(db, {
      sessionId: session.id,
      address: clientAddress(request),
      customerId: session.customerId,
      uri,
      helpful,
      comment,
      now: now(),
    });
  });

  route(app, op.contentMetaProduct, async (request) =>
    contentMetaProduct(db, app.portal.catalogue, paramsOf(op.contentMetaProduct.params, request).id, request.session?.customerId ?? null, now()),
  );

  route(app, op.contentDeeplinks, async (request) => contentDeeplinks(db, app.portal.catalogue, paramsOf(op.contentDeeplinks.params, request).id));
};
