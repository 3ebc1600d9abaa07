import { z } from 'zod';
import { apiSchemaRegistry, doc } from '#api-contract/registry.ts';
import { createEnvelope, envelopeSchema, errorEnvelope, type EnvelopeStatus } from '#api-contract/envelope.ts';

/**
 * Envelopes as the routes send them, and the response schemas of the
 * customer API's operations: a success envelope around the call's data and
 * the error envelopes each call can answer with. The schemas serialise the
 * replies and document them in the OpenAPI document.
 */

/** The envelope with the status narrowed to the ones the service emits (the shared type allows any text). */
export type Envelope<T> = { data: T | null; errorCode: number; msg: string; status: EnvelopeStatus };

export function ok<T>(data: T): Envelope<T> {
  return createEnvelope(data) as Envelope<T>;
}

export function fail(errorCode: number, msg: string): Envelope<null> {
  return errorEnvelope(errorCode, msg) as Envelope<null>;
}

const errorEnvelopeSchema = (description: string) => doc(envelopeSchema(z.null()), description);
type ErrorEnvelopeSchema = ReturnType<typeof errorEnvelopeSchema>;

/** Errors any call can answer with, whatever it does. */
const COMMON_ERRORS = {
  400: 'The request does not match the call’s schema (the message names the field), or its JSON is malformed.',
  413: 'The request body is larger than the service accepts.',
  415: 'The request body is not JSON, or is JSON declared in a charset other than UTF-8.',
  431: 'The request line or headers are larger than the service accepts (answered before any call runs).',
  500: 'Unexpected failure; the message is generic and the details are logged.',
  503: 'The server is shutting down (try again: another instance answers), or a service the call needs is unavailable.',
} as const;

/** Errors a call declares in addition to the common ones. */
export const ERRORS = {
  401: 'No live session (never started, expired after 30 minutes of inactivity, or ended).',
  403: 'State-changing call without the session’s XSRF token in the X-XSRF-TOKEN header; nothing was changed.',
  429: 'Too many attempts in the current window of one of the call’s limits; nothing was done. Try again later.',
  451: 'The caller’s country (edge header) is outside the allowed list.',
} as const;

export type DeclaredError = keyof typeof ERRORS;
type CommonError = keyof typeof COMMON_ERRORS;

type RouteResponses<T extends z.ZodType, E extends DeclaredError> = { 200: z.ZodType<Envelope<z.output<T>>> } & Record<
  CommonError | E,
  ErrorEnvelopeSchema
>;

/** Answers only a call with a request body can give. */
const BODY_ERRORS = new Set([413, 415]);

/** The error envelopes a call can answer with: the common ones (those of a body only with one) and the ones it declares. */
export function errorResponses(options: { errors?: readonly DeclaredError[]; body?: boolean } = {}): Record<number, ErrorEnvelopeSchema> {
  const { errors = [], body = true } = options;
  const declared: Record<number, ErrorEnvelopeSchema> = {};
  for (const [code, text] of Object.entries(COMMON_ERRORS)) {
    if (body || !BODY_ERRORS.has(Number(code))) declared[Number(code)] = errorEnvelopeSchema(text);
  }
  for (const code of errors) declared[code] = errorEnvelopeSchema(ERRORS[code]);
  return declared;
}

export function responses<T extends z.ZodType, E extends DeclaredError = never>(
  data: T,
  description: string,
  options: { errors?: readonly E[]; body?: boolean } = {},
): RouteResponses<T, E> {
  // The success schema is typed with the narrowed Envelope so handlers can return ok(data).
  return { 200: doc(envelopeSchema(data), description), ...errorResponses(options) } as unknown as RouteResponses<T, E>;
}

/** 403 of a call that refuses another site's request, and of one that also checks the XSRF token. */
export const CROSS_SITE_REFUSAL =
  'A browser request sent on behalf of another site (Fetch Metadata: Sec-Fetch-Site cross-site or same-site); nothing was changed.';
export const XSRF_OR_CROSS_SITE_REFUSAL = `${ERRORS[403]} Or: ${CROSS_SITE_REFUSAL.charAt(0).toLowerCase()}${CROSS_SITE_REFUSAL.slice(1)}`;

/**
 * The answer of a navigation (login, logout): HTTP 302, no body, the
 * destination in the Location header. Documented as such: a response
 * without content whose Location header the description explains.
 */
export function redirectResponse(description: string): z.ZodNull {
  const schema = z.null();
  apiSchemaRegistry.add(schema, {
    description,
    headers: {
      Location: { type: 'string', description: 'Where the browser goes next: a path of the portal, or an address of the identity provider.' },
    },
  });
  return schema;
}
