import { http, HttpResponse, type HttpHandler } from 'msw';
import { accountOperations } from '../../api-contract/account.ts';
import { cartOperations } from '../../api-contract/cart.ts';
import type { AnyOperation } from '../../api-contract/operation.ts';
import { paymentOperations } from '../../api-contract/payments.ts';
import { sessionOperations as sessionCalls } from '../../api-contract/session.ts';
import { createFunnel, type Funnel } from './funnel.ts';
import { mockPath } from './handlers.ts';
import { mockOperation, type MockResolver } from './operations.ts';

/**
 * msw handlers serving the shop funnel from a mock funnel's state
 * (src/api-client/mock/funnel.ts). Every envelope goes through
 * `mockOperation`, so requests and answers are checked against the contract.
 */

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
