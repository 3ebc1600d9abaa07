import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { accountOperations } from '../../api-contract/account.ts';
import { cartOperations } from '../../api-contract/cart.ts';
import { defineOperation, type AnyOperation } from '../../api-contract/operation.ts';
import { paymentOperations } from '../../api-contract/payments.ts';
import { sessionRequestSchema, sessionSchema } from '../../api-contract/session.ts';
import { createFunnel, type Funnel } from './funnel.ts';
import { mockPath } from './handlers.ts';
import { mockOperation, type MockResolver } from './operations.ts';

/**
 * msw handlers serving the shop funnel from a mock funnel's state
 * (src/api-client/mock/funnel.ts). Every envelope goes through
 * `mockOperation`, so requests and answers are checked against the contract.
 */

/**
 * The session calls of spec 7, described as operations for the mock. The
 * service registers these routes by hand (src/server/routes/session.ts) with
 * the same schemas; they are not contract operations of the API client.
 */
export const sessionCalls = {
  sessionData: defineOperation({
    method: 'POST',
    call: 'sessionData',
    tag: 'session',
    summary: 'The visitor’s session, started when there is none',
    description: 'Answers the session data; without a live session it starts an anonymous one.',
    access: 'public',
    xsrf: false,
    body: sessionRequestSchema,
    data: sessionSchema,
  }),
  checkSessionData: defineOperation({
    method: 'POST',
    call: 'checkSessionData',
    tag: 'session',
    summary: 'The visitor’s current session, if it is still live',
    description: 'Like sessionData but never starts a session: without a live one it answers errorCode 401.',
    access: 'public',
    xsrf: false,
    body: sessionRequestSchema,
    data: sessionSchema,
  }),
  closeBrowser: defineOperation({
    method: 'GET',
    call: 'closeBrowser',
    tag: 'session',
    summary: 'Ends the session',
    description: 'Spec 4 (inactivity): ends the session; answers success also when there was none.',
    access: 'public',
    query: z.strictObject({}),
    data: z.null(),
  }),
};

const redirect = (location: string) => new HttpResponse(null, { status: 302, headers: { Location: location } });

/**
 * The handlers of every call the shop funnel makes, over one funnel (a fresh
 * anonymous session by default). Login and logout are browser navigations
 * answered with redirects, as the service answers them:
 * `GET /mock/login?login=<demo login>&returnTo=<path>` signs in as a demo
 * customer (default: the prospect klient.k@horyzont.example).
 */
export function funnelHandlers(funnel: Funnel = createFunnel()): HttpHandler[] {
  const serve = <O extends AnyOperation>(operation: O, resolver: MockResolver<O>) =>
    mockOperation(operation, resolver, { authorize: () => funnel.refusalFor(operation.access) });

  return [
    serve(sessionCalls.sessionData, ({ body }) => funnel.sessionData(body.frontendVersion, true)),
    serve(sessionCalls.checkSessionData, ({ body }) => funnel.sessionData(body.frontendVersion, false)),
    serve(sessionCalls.closeBrowser, () => {
      funnel.endSession();
      return null;
    }),
    http.get(mockPath('login'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      return redirect(funnel.login(query.get('login') ?? undefined, query.get('returnTo')));
    }),
    http.get(mockPath('logout'), () => {
      funnel.endSession();
      return redirect('/');
    }),

    serve(cartOperations.update, ({ body }) => funnel.updateCart(body)),
    serve(cartOperations.clearCart, ({ body }) => funnel.clearCart('regular', body.data === true)),
    serve(cartOperations.clearCartLto, () => funnel.clearCart('lto', false)),
    serve(cartOperations.getPossibleDiscount, () => funnel.getPossibleDiscount()),
    serve(cartOperations.updateStage, ({ body }) => funnel.updateStage(body.cartId, body.newStage)),
    serve(cartOperations.checkVoucher, ({ body }) => funnel.checkVoucher(body.code)),
    serve(cartOperations.updateOrderByConsentsChanges, ({ body }) => funnel.changeSaleConsents(body)),
    serve(cartOperations.markSpecialOfferProcess, ({ body }) => funnel.markSpecialOffer(body.marker)),
    serve(cartOperations.cancel, ({ body }) => funnel.cancel(body.cartId)),

    serve(paymentOperations.mopConfig, () => funnel.mopConfig()),
    serve(paymentOperations.validateMsisdn, ({ body }) => funnel.validateMsisdn(body)),
    serve(paymentOperations.attachToken, ({ body }) => funnel.attachToken(body.token)),
    serve(paymentOperations.finalize, ({ body }) => funnel.finalize(body)),
    serve(accountOperations.alignConsents, () => funnel.alignConsents()),
    serve(accountOperations.contentMetaProduct, ({ params }) => funnel.contentMetaProduct(params.id)),
  ];
}
