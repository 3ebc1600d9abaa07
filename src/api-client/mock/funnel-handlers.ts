import type { HttpHandler } from 'msw';
import { accountOperations } from '#api-contract/account.ts';
import { cartOperations } from '#api-contract/cart.ts';
import type { AnyNavigation, AnyOperation, ContractCall } from '#api-contract/operation.ts';
import { allOperations } from '#api-contract/operations.ts';
import { paymentOperations } from '#api-contract/payments.ts';
import { sessionOperations } from '#api-contract/session.ts';
import { exampleHandlers, type ExampleOptions } from './examples.ts';
import { createFunnel, type Funnel } from './funnel/index.ts';
import { mockNavigation, mockOperation, type MockResolver, type NavigationResolver } from './operations.ts';

/**
 * msw handlers of mock mode: the shop funnel's calls served from a mock
 * funnel's state (src/api-client/mock/funnel/), every other call of the
 * contract from its example. Every answer goes through `mockOperation` (or
 * `mockNavigation`), so requests and answers are checked against the contract.
 */

interface Served {
  call: ContractCall;
  handler: (funnel: Funnel) => HttpHandler;
}

const serve = <O extends AnyOperation>(operation: O, resolver: (funnel: Funnel) => MockResolver<O>): Served => ({
  call: operation,
  handler: (funnel) => mockOperation(operation, resolver(funnel), { authorize: () => funnel.refusalFor(operation.access) }),
});

const navigate = <N extends AnyNavigation>(navigation: N, resolver: (funnel: Funnel) => NavigationResolver<N>): Served => ({
  call: navigation,
  handler: (funnel) => mockNavigation(navigation, resolver(funnel)),
});

const session = sessionOperations;

/**
 * The calls of the shop funnel, each with its stateful stand-in. Login and
 * logout are browser navigations answered with redirects, as the service
 * answers them: `GET /mock/login?login=<demo login>&returnTo=<path>` signs in
 * as a demo customer (default: the prospect klient.k@horyzont.example).
 */
const FUNNEL: readonly Served[] = [
  serve(
    session.sessionData,
    (funnel) =>
      ({ body }) =>
        funnel.sessionData(body.frontendVersion, true),
  ),
  serve(
    session.checkSessionData,
    (funnel) =>
      ({ body }) =>
        funnel.sessionData(body.frontendVersion, false),
  ),
  serve(session.quietLogin, (funnel) => () => funnel.quietLogin()),
  serve(
    session.selfcare,
    (funnel) =>
      ({ body }) =>
        funnel.markSelfcare(body.fromSelfcare),
  ),
  serve(session.closeBrowser, (funnel) => () => {
    funnel.endSession();
    return null;
  }),
  navigate(
    session.login,
    (funnel) =>
      ({ query }) =>
        funnel.login(typeof query.login === 'string' ? query.login : undefined, query.returnTo),
  ),
  navigate(session.logout, (funnel) => () => {
    funnel.endSession();
    return '/';
  }),

  serve(
    cartOperations.update,
    (funnel) =>
      ({ body }) =>
        funnel.updateCart(body),
  ),
  serve(
    cartOperations.clearCart,
    (funnel) =>
      ({ body }) =>
        funnel.clearCart('regular', body.data === true),
  ),
  serve(cartOperations.clearCartLto, (funnel) => () => funnel.clearCart('lto', false)),
  serve(cartOperations.getPossibleDiscount, (funnel) => () => funnel.getPossibleDiscount()),
  serve(
    cartOperations.updateStage,
    (funnel) =>
      ({ body }) =>
        funnel.updateStage(body.cartId, body.newStage),
  ),
  serve(
    cartOperations.checkVoucher,
    (funnel) =>
      ({ body }) =>
        funnel.checkVoucher(body.code),
  ),
  serve(
    cartOperations.updateOrderByConsentsChanges,
    (funnel) =>
      ({ body }) =>
        funnel.changeSaleConsents(body),
  ),
  serve(
    cartOperations.markSpecialOfferProcess,
    (funnel) =>
      ({ body }) =>
        funnel.markSpecialOffer(body.marker),
  ),
  serve(
    cartOperations.cancel,
    (funnel) =>
      ({ body }) =>
        funnel.cancel(body.cartId),
  ),

  serve(
    paymentOperations.validateMsisdn,
    (funnel) =>
      ({ body }) =>
        funnel.validateMsisdn(body),
  ),
  serve(
    paymentOperations.attachToken,
    (funnel) =>
      ({ body }) =>
        funnel.attachToken(body.token),
  ),
  serve(
    paymentOperations.finalize,
    (funnel) =>
      ({ body }) =>
        funnel.finalize(body),
  ),
  serve(accountOperations.alignConsents, (funnel) => () => funnel.alignConsents()),
  serve(
    accountOperations.contentMetaProduct,
    (funnel) =>
      ({ params }) =>
        funnel.contentMetaProduct(params.id),
  ),
];

/** The calls the funnel keeps state for (the shop funnel, its session and sign-in); the rest answer their examples. */
export const funnelCalls: readonly ContractCall[] = FUNNEL.map((served) => served.call);

/** The handlers of the funnel's calls, over one funnel (a fresh anonymous session by default). */
export function funnelHandlers(funnel: Funnel = createFunnel()): HttpHandler[] {
  return FUNNEL.map((served) => served.handler(funnel));
}

/**
 * The whole mocked API: the funnel's calls from its state, every other call
 * of the contract from its example, refused as the funnel's session's access
 * allows (a customer call needs the demo customer signed in).
 */
export function mockApiHandlers(funnel: Funnel = createFunnel(), options: Pick<ExampleOptions, 'error'> = {}): HttpHandler[] {
  const others = allOperations.filter((call) => !funnelCalls.includes(call));
  return [...funnelHandlers(funnel), ...exampleHandlers(others, { ...options, authorize: (access) => funnel.refusalFor(access) })];
}
