import type { AnyNavigation, AnyOperation } from '#api-contract/operation.ts';

/**
 * A contract operation as the browser calls it: its method, its call and
 * whether it is exempt from XSRF, typed by the operation's schemas but
 * without them. The contract's modules build zod schemas when they load
 * (about 30 kB gzip with zod itself), so browser code imports the operations
 * as types only and calls them through these references (`calls` in
 * calls.ts, generated from the contract). The answers are not parsed again in
 * the browser: the service encodes every answer through the operation's data
 * schema and the mock handlers check theirs against it (README, "What the
 * browser loads at start-up").
 */
export interface CallRef<O extends AnyOperation = AnyOperation> {
  readonly method: O['method'];
  readonly call: string;
  /** false: a POST exempt from the XSRF check (it changes nothing), so it may be cached as a read. */
  readonly xsrf?: false;
  /** Type only: the operation whose schemas type the call's input and data. Never set. */
  readonly operation?: O;
}

/** What a client call takes: the operation itself (its data is then checked) or its reference. */
export type Callable<O extends AnyOperation> = O | CallRef<O>;

export function callRef<O extends AnyOperation>(method: O['method'], call: string, xsrf?: false): CallRef<O> {
  return xsrf === false ? { method, call, xsrf } : { method, call };
}

/**
 * A navigation of the contract (login, logout) as the browser uses it: an
 * address to send the browser to (a link), typed by the navigation's query
 * (navigation.ts builds it). Never fetched: the answer is a redirect.
 */
export interface NavigationRef<N extends AnyNavigation = AnyNavigation> {
  readonly navigation: true;
  readonly call: string;
  /** Type only: the navigation whose query schema types the address. Never set. */
  readonly operation?: N;
}

export function navigationRef<N extends AnyNavigation>(call: string): NavigationRef<N> {
  return { navigation: true, call };
}
