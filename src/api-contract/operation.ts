import type { z } from 'zod';
import type { BusinessErrorCode } from './error-codes.ts';
import type { Limit } from './limits.ts';

/**
 * One call of the customer API, described once: the server registers its
 * route from it (validation, serialisation, OpenAPI), the API client calls it
 * and the mock handlers answer it, all from the same zod schemas.
 */

export type OperationAccess =
  /** Anyone; a session may be absent. */
  | 'public'
  /** A live session (anonymous or signed in); 401 without one, except that a POST call stores one for a visitor who has none yet. */
  | 'session'
  /** A signed-in customer's session; 401 otherwise. */
  | 'customer';

/** HTTP-level errors an operation can declare besides the common ones (400, 413, 415, 431, 500, 503). */
export type ProtocolErrorCode = 401 | 403 | 429 | 451;

export interface Operation<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /**
   * The call as spec 7 names it: `cart/update` goes under the shared prefix
   * (/api, /mock in mock mode); a path starting with `/` (`/api-tnk/…`) is
   * used as given. Path parameters are written `:name`.
   */
  call: string;
  tag: string;
  summary: string;
  description: string;
  access: OperationAccess;
  /** Checked by default on POST; false exempts the call (it must not change state). */
  xsrf?: boolean;
  /**
   * Refuses a request a browser sends on behalf of another site (Fetch
   * Metadata: Sec-Fetch-Site cross-site or same-site) with 403, changing
   * nothing: for GET calls that end a session (closeBrowser), which a foreign
   * page could otherwise trigger with a link or an image.
   */
  sameSiteOnly?: boolean;
  /** HTTP 451 from a country outside the allowed list (spec 8: cart update, finalize, updateStage). */
  geo?: boolean;
  body?: Body;
  query?: Query;
  params?: Params;
  /** The envelope's data on success. */
  data: Data;
  /** Business codes (spec 8) this call answers with. */
  errors?: readonly BusinessErrorCode[];
  /** The limits on attempts the call counts (#api-contract/limits.ts), beyond which it answers 429. */
  limits?: readonly Limit[];
  /**
   * Refusals the call answers besides those its access and XSRF check imply, each with why (a public call that
   * still wants a signed-in session, a gateway's notification whose signature is wrong).
   */
  refusals?: Readonly<Partial<Record<401 | 403, string>>>;
  /** An example of each answer, declared beside the call: what mock mode answers for it, checked against the schemas by a test. */
  examples: OperationExamples<Data>;
}

/**
 * Examples of an operation's answers: the data of a success envelope, and
 * the message of each business error the operation declares (defineOperation
 * asks for one per code), in the service's words.
 */
export interface OperationExamples<Data extends z.ZodType = z.ZodType> {
  /** The envelope's data on success, as sent (the data schema's input side). */
  data: z.input<Data>;
  /** Each declared business error's message (spec 8: shown to the user as is). */
  errors?: Readonly<Partial<Record<BusinessErrorCode, string>>>;
}

/** One example message per declared code, no fewer. */
type ErrorExamples<Code extends BusinessErrorCode> = [Code] extends [never] ? unknown : { errors: { readonly [C in Code]: string } };

export type AnyOperation = Operation<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

export function defineOperation<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
  Code extends BusinessErrorCode = never,
>(
  operation: Operation<Body, Query, Params, Data> & { errors?: readonly Code[]; examples: ErrorExamples<NoInfer<Code>> },
): Operation<Body, Query, Params, Data> {
  return operation;
}

/**
 * A browser navigation of the customer API (spec 7 login and logout): the
 * browser goes to the call's address, and the call answers HTTP 302 with a
 * Location header and no body, never an envelope. A request its query
 * schema refuses answers the 400 envelope before anything is done; every
 * other outcome, failures included, is a redirect.
 */
export interface Navigation<Query extends z.ZodType | undefined = z.ZodType | undefined> {
  kind: 'navigation';
  method: 'GET';
  /** As an operation's call: under the shared prefix (login → /api/login). */
  call: string;
  tag: string;
  summary: string;
  description: string;
  access: 'public';
  /** A navigation another site's page started (Fetch Metadata) is sent to the home page and does nothing. */
  sameSiteOnly?: boolean;
  query: Query;
  /** Where the redirect leads, and when (the API reference's description of the 302). */
  redirect: string;
  /** Where a plain request leads (mock mode's answer without a funnel): a path of the portal or an address. */
  examples: { location: string };
}

export type AnyNavigation = Navigation<z.ZodType | undefined>;

/** Every call of the customer API: an operation answering an envelope, or a navigation answering a redirect. */
export type ContractCall = AnyOperation | AnyNavigation;

export function defineNavigation<Query extends z.ZodType | undefined>(navigation: Omit<Navigation<Query>, 'kind'>): Navigation<Query> {
  return { kind: 'navigation', ...navigation };
}

export function isNavigation(call: ContractCall): call is AnyNavigation {
  return 'kind' in call && call.kind === 'navigation';
}

/** The path the server serves the call at. */
export function serverPath(operation: Pick<ContractCall, 'call'>): string {
  return operation.call.startsWith('/') ? operation.call : `/api/${operation.call}`;
}

/** A schema the operation declares (its property is optional, so `undefined` is dropped). */
type Declared<S> = Exclude<S, undefined>;

// A part the operation may not declare (its type still holds `undefined`, as an
// operation typed in a `satisfies Record<string, AnyOperation>` object infers
// it) is optional for the caller; a declared part is required.
type PartInput<S, K extends 'body' | 'query' | 'params'> = [Declared<S>] extends [never]
  ? { [P in K]?: never }
  : Declared<S> extends z.ZodType
    ? undefined extends S
      ? { [P in K]?: z.input<Declared<S>> }
      : { [P in K]: z.input<Declared<S>> }
    : { [P in K]?: never };

/** The request parts of an operation as the caller provides them, typed from its schemas. */
export type OperationInput<O extends AnyOperation> = PartInput<O['body'], 'body'> & PartInput<O['query'], 'query'> & PartInput<O['params'], 'params'>;

export type OperationData<O extends AnyOperation> = z.output<O['data']>;

/** The query of a navigation as the caller provides it. */
export type NavigationInput<N extends AnyNavigation> = PartInput<N['query'], 'query'>;

/** Fills `:name` path parameters (encoded). */
export function fillPath(call: string, params: Record<string, string | number> | undefined): string {
  return call.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" of ${call}`);
    return encodeURIComponent(String(value));
  });
}
