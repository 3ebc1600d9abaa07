import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorCodeDescriptions } from '../../api-contract/error-codes.ts';
import { envelopeSchema } from '../../api-contract/envelope.ts';
import { serverPath, type Operation, type ProtocolErrorCode } from '../../api-contract/operation.ts';
import { doc } from '../../api-contract/registry.ts';
import { geoBlocked } from '../geo.ts';
import { messages } from '../messages.ts';
import type { SessionRecord } from '../sessions/index.ts';
import { CallError } from './call-error.ts';
import { ok, responses } from './responses.ts';

/**
 * Registers the route of a contract operation: its schemas validate the
 * request and serialise the reply, its access rule and XSRF and geo flags
 * become hooks, and its errors are documented. The handler returns the
 * envelope's data or throws a CallError.
 */

/** What a handler of a `customer` operation knows about its caller. */
export interface CustomerCaller {
  session: SessionRecord;
  customerId: string;
}

/** The parsed part of a request, typed from the operation's schema (absent schema: unknown). */
type Parsed<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : unknown;

type Request<O extends Operation> = FastifyRequest<{
  Body: Parsed<O['body']>;
  Querystring: Parsed<O['query']>;
  Params: Parsed<O['params']>;
}>;

export type Handler<O extends Operation> = (
  request: Request<O>,
  reply: FastifyReply,
) => Promise<z.input<O['data']>> | z.input<O['data']>;

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

function protocolErrors(operation: Operation): ProtocolErrorCode[] {
  const codes: ProtocolErrorCode[] = [];
  if (operation.access !== 'public') codes.push(401);
  if (operation.method === 'POST' && operation.xsrf !== false) codes.push(403);
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
  for (const [status, texts] of byStatus) base[status] = doc(envelopeSchema(z.null()), texts.join(' '));
  return base;
}

export function route<O extends Operation>(app: FastifyInstance, operation: O, handler: Handler<O>): void {
  const access = operation.access;
  // A state-changing session call is a visitor's first act: it stores the session the visitor has not had yet (XSRF-checked).
  const startsSession = access === 'session' && operation.method === 'POST' && operation.xsrf !== false;
  app.route({
    method: operation.method,
    url: serverPath(operation),
    config: { xsrf: operation.xsrf !== false },
    ...(operation.geo ? { onRequest: geoBlocked } : {}),
    ...(access === 'public'
      ? {}
      : {
          // Before the body is validated: a caller without the right session learns nothing about the payload.
          preValidation: async (request: FastifyRequest) => {
            if (access === 'customer') customerOf(request);
            else if (!startsSession) sessionOf(request);
          },
        }),
    schema: {
      tags: [operation.tag],
      summary: operation.summary,
      description: operation.description,
      ...(access === 'public' ? {} : { security: [{ sessionCookie: [], ...(operation.method === 'POST' && operation.xsrf !== false ? { xsrfHeader: [] } : {}) }] }),
      ...(operation.body ? { body: operation.body } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      response: responseSchemas(operation),
    },
    handler: async (request, reply) => {
      // After validation: a refused payload stores no session.
      if (startsSession) await app.sessions.begin(request, reply);
      return ok(await handler(request as Request<O>, reply));
    },
  });
}
