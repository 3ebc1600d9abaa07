import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorCodeDescriptions } from '#api-contract/error-codes.ts';
import { envelopeSchema } from '#api-contract/envelope.ts';
import { describeLimit, limits, type Limit } from '#api-contract/limits.ts';
import { isNavigation, serverPath, type AnyNavigation, type ContractCall, type Operation, type ProtocolErrorCode } from '#api-contract/operation.ts';
import { doc } from '#api-contract/registry.ts';
import { geoBlocked } from '../geo.ts';
import { messages } from '#api-contract/messages.ts';
import type { SessionRecord } from '../sessions/index.ts';
import { CallError } from './call-error.ts';
import { isCrossSite } from './cross-site.ts';
import { refuseIfLocked } from './self-care-locks.ts';
import {
  CROSS_SITE_REFUSAL,
  ERRORS,
  errorResponses,
  ok,
  redirectResponse,
  responses,
  XSRF_OR_CROSS_SITE_REFUSAL,
  type DeclaredError,
} from './responses.ts';

/**
 * Registers the route of a contract call: its schemas validate the request
 * and serialise the reply, its access rule and XSRF, geo and same-site flags
 * become hooks, and its answers are documented. An operation's handler
 * returns the envelope's data or throws a CallError; a navigation's handler
 * returns where the browser goes.
 */

/** What a handler of a `customer` operation knows about its caller. */
export interface CustomerCaller {
  session: SessionRecord;
  customerId: string;
}

/** The parsed part of a request, typed from the operation's schema (absent schema: unknown). */
type Parsed<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : unknown;

/** A request part's schema as the call declares it (a navigation declares no body). */
type Part<C, K extends 'body' | 'query' | 'params'> = C extends { [P in K]?: infer S } ? S : undefined;

type Request<C extends Operation | AnyNavigation> = FastifyRequest<{
  Body: Parsed<Part<C, 'body'>>;
  Querystring: Parsed<Part<C, 'query'>>;
  Params: Parsed<Part<C, 'params'>>;
}>;

export type Handler<O extends Operation> = (request: Request<O>, reply: FastifyReply) => Promise<z.input<O['data']>> | z.input<O['data']>;

/** The signed-in customer behind a request, or 401. */
export function customerOf(request: FastifyRequest): CustomerCaller {
  const session = request.session;
  // A visitor who has not acted yet has no stored session, but nothing of theirs expired either.
  if (!session) throw new CallError(401, request.server.sessions.isVisitor(request) ? messages.signInRequired : messages.sessionExpired);
  if (!session.customerId) throw new CallError(401, messages.signInRequired);
  return { session, customerId: session.customerId };
}

/** The live session behind a request, or 401. */
export function sessionOf(request: FastifyRequest): SessionRecord {
  if (!request.session) throw new CallError(401, messages.sessionExpired);
  return request.session;
}

const xsrfChecked = (operation: Operation) => operation.method === 'POST' && operation.xsrf !== false;

/** A state-changing session call is a visitor's first act: it stores the session the visitor has not had yet (XSRF-checked). */
const startsSession = (operation: Operation) => operation.access === 'session' && xsrfChecked(operation);

/** The limits a call counts: its own, and the sessions started per address when it is a visitor's first act (sessions/service.ts). */
const limitsOf = (operation: Operation): readonly Limit[] => [
  ...(startsSession(operation) ? [limits.sessionStarts] : []),
  ...(operation.limits ?? []),
];

/** The limits as the OpenAPI document declares them: in the description's words and as x-limits. */
function limitsDocumented(operation: Operation) {
  const counted = limitsOf(operation);
  if (counted.length === 0) return { description: operation.description };
  return {
    description: `${operation.description} Limits, beyond which it answers 429: ${counted.map(describeLimit).join('; ')}.`,
    'x-limits': counted.map(({ name, limit, windowMs, per }) => ({ name, limit, windowSeconds: windowMs / 1000, per })),
  };
}

function protocolErrors(operation: Operation): ProtocolErrorCode[] {
  const codes: ProtocolErrorCode[] = [];
  if (operation.access !== 'public') codes.push(401);
  if (xsrfChecked(operation) || operation.sameSiteOnly) codes.push(403);
  if (limitsOf(operation).length > 0) codes.push(429);
  if (operation.geo) codes.push(451);
  return codes;
}

function responseSchemas(operation: Operation) {
  const base = responses(operation.data, operation.summary, {
    errors: protocolErrors(operation),
    body: operation.body !== undefined,
  }) as Record<number, z.ZodType>;
  // Business codes share an HTTP status (422, 409): one documented response per status lists them all.
  const byStatus = new Map<number, string[]>();
  for (const code of operation.errors ?? []) {
    const status = new CallError(code, '').httpStatus;
    byStatus.set(status, [...(byStatus.get(status) ?? []), errorCodeDescriptions[code]]);
  }
  const protocolCodes: readonly number[] = protocolErrors(operation);
  for (const [status, texts] of byStatus) {
    const protocol = protocolCodes.includes(status) ? [ERRORS[status as DeclaredError]] : [];
    base[status] = doc(envelopeSchema(z.null()), [...protocol, ...texts].join(' '));
  }
  if (operation.sameSiteOnly) base[403] = doc(envelopeSchema(z.null()), xsrfChecked(operation) ? XSRF_OR_CROSS_SITE_REFUSAL : CROSS_SITE_REFUSAL);
  for (const [status, why] of Object.entries(operation.refusals ?? {})) base[Number(status)] = doc(envelopeSchema(z.null()), why);
  return base;
}

function navigationResponses(call: AnyNavigation) {
  return { 302: redirectResponse(call.redirect), ...errorResponses({ body: false }) };
}

const declared = new WeakMap<ContractCall, readonly number[]>();

/** Every status the contract declares for a call, as the OpenAPI document lists them: all the server may answer it with. */
export function declaredStatuses(call: ContractCall): readonly number[] {
  let statuses = declared.get(call);
  if (!statuses) {
    // Worked out once a call: its response schemas are documented (registered) as they are made.
    statuses = Object.keys(isNavigation(call) ? navigationResponses(call) : responseSchemas(call)).map(Number);
    declared.set(call, statuses);
  }
  return statuses;
}

/** What a caller must present: the session cookie (unless public) and, for a state-changing call, the XSRF header. */
function security(operation: Operation) {
  const needs = { ...(operation.access === 'public' ? {} : { sessionCookie: [] }), ...(xsrfChecked(operation) ? { xsrfHeader: [] } : {}) };
  return Object.keys(needs).length > 0 ? { security: [needs] } : {};
}

export function route<O extends Operation>(app: FastifyInstance, operation: O, handler: Handler<O>): void {
  const access = operation.access;
  const startsSessionHere = startsSession(operation);
  const checksBeforeBody = access !== 'public' || operation.sameSiteOnly === true;
  app.route({
    method: operation.method,
    url: serverPath(operation),
    config: { xsrf: operation.xsrf !== false },
    ...(operation.geo ? { onRequest: geoBlocked } : {}),
    ...(checksBeforeBody
      ? {
          // Before the body is validated: a caller without the right session, or another site's page, learns nothing about the payload.
          preValidation: async (request: FastifyRequest) => {
            if (operation.sameSiteOnly && isCrossSite(request)) throw new CallError(403, messages.crossSite);
            if (access === 'customer') customerOf(request);
            else if (access === 'session' && !startsSessionHere) sessionOf(request);
          },
        }
      : {}),
    // A self-care lock window of a page whose blocks make this call refuses it while active (the build served now says which).
    preHandler: async (_request: FastifyRequest, reply: FastifyReply) => {
      const windows = app.portal.locks.get(operation.call);
      if (windows && refuseIfLocked(reply, windows, app.portal.config.now())) return reply;
      return undefined;
    },
    schema: {
      tags: [operation.tag],
      summary: operation.summary,
      ...limitsDocumented(operation),
      ...security(operation),
      ...(operation.body ? { body: operation.body } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      response: responseSchemas(operation),
    },
    handler: async (request, reply) => {
      // After validation: a refused payload stores no session.
      if (startsSessionHere) await app.sessions.begin(request, reply);
      return ok(await handler(request as Request<O>, reply));
    },
  });
}

/** A navigation's handler: where the browser goes (a path of the portal or the identity provider's address). */
export type NavigationHandler<N extends AnyNavigation> = (request: Request<N>, reply: FastifyReply) => Promise<string> | string;

/** Home, for a navigation another site's page started: it does nothing there. */
const CROSS_SITE_TARGET = '/';

export function navigation<N extends AnyNavigation>(app: FastifyInstance, call: N, handler: NavigationHandler<N>): void {
  app.route({
    method: call.method,
    url: serverPath(call),
    ...(call.sameSiteOnly
      ? {
          preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
            if (isCrossSite(request)) return reply.redirect(CROSS_SITE_TARGET, 302);
            return undefined;
          },
        }
      : {}),
    schema: {
      tags: [call.tag],
      summary: call.summary,
      description: call.description,
      ...(call.query ? { querystring: call.query } : {}),
      response: navigationResponses(call),
    },
    handler: async (request, reply) => reply.redirect(await handler(request as Request<N>, reply), 302),
  });
}
