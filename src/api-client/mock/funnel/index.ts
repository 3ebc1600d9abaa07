import { accountFunnel } from './account.ts';
import { cartFunnel } from './cart.ts';
import { paymentFunnel } from './payments.ts';
import { sessionFunnel } from './session.ts';
import { createFunnelCore, type FunnelOptions, type FunnelState } from './state.ts';

/**
 * The shop funnel of mock mode: an in-memory stand-in for the customer API's
 * session, carts, orders and payments, following the service's rules (the
 * same domain modules, the same Polish messages) over the seed catalogue.
 * Plain TypeScript: the state is a JSON value (so the browser can keep it
 * across page loads), every change works on a copy and is kept only when the
 * call succeeds, so a refused call changes nothing, as in the service.
 *
 * What it leaves out, on purpose: XSRF, geo-blocking (451), rate limits, and
 * the payment gateway's pages. A payment that would need the gateway's page
 * is settled at once: a card without a stored one is charged as the
 * simulator's test card 4242… would be, an operator billing confirmed through
 * validateMsisdn is charged without the PIN page. Stored cards keep the test
 * card they stand for, so the unsupported-bank card answers 712.
 */

export { MOCK_VOUCHER } from './cart.ts';
export { ACCOUNT_PAGE, LOGIN_FAILED_PAGE } from './session.ts';
export {
  initialFunnelState,
  isFunnelState,
  type FunnelOptions,
  type FunnelState,
  type FunnelStore,
  type MockCart,
  type MockCustomer,
  type MockSession,
} from './state.ts';

export type Funnel = ReturnType<typeof createFunnel>;

/** The mock funnel over `options.state` (or a fresh anonymous session), by area. */
export function createFunnel(options: FunnelOptions = {}) {
  const core = createFunnelCore(options);
  return {
    /** The current state (a copy), e.g. to keep it across page loads. */
    snapshot: (): FunnelState => structuredClone(core.current()),
    ...sessionFunnel(core),
    ...cartFunnel(core),
    ...paymentFunnel(core),
    ...accountFunnel(core),
  };
}
