import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseError, SqlState } from '../db/index.ts';
import { messages } from '#api-contract/messages.ts';
import { isCallError, UnavailableError } from './call-error.ts';
import { UNSUPPORTED_CHARSET } from './json-charset.ts';
import { RequestValidationError } from './validation.ts';
import { fail } from './responses.ts';

/**
 * Every failure of an API call answers with an error envelope whose errorCode
 * is the HTTP status and whose message is Polish. Bad input is always a 4xx;
 * a 5xx means a fault of ours, logged with its details and answered with a
 * generic message that reveals nothing of the internals.
 */

/** Fastify's own 4xx errors that deserve a specific message. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: messages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.emptyJson,
  [UNSUPPORTED_CHARSET]: messages.unsupportedCharset,
};

export interface ApiFailure {
  status: number;
  message: string;
  /** Worth a warning in the log: a validation gap to close. */
  log?: boolean;
}

/** Data exceptions (class 22) and these constraint violations mean the input was bad. */
const INPUT_CONSTRAINTS = new Set<string>([SqlState.checkViolation, SqlState.notNullViolation]);

/** The status and user message for an error; `null` status means unexpected (500, to be logged). */
export function classifyError(error: unknown): ApiFailure | null {
  if (error instanceof RequestValidationError) return { status: 400, message: error.message };
  // Defence in depth: input the schemas let through but the database refuses is still the caller's error.
  if (isDatabaseError(error) && error.code !== undefined && (error.code.startsWith('22') || INPUT_CONSTRAINTS.has(error.code))) {
    return { status: 400, message: messages.badRequest, log: true };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    const known = fastifyError?.code ? FRAMEWORK_MESSAGES[fastifyError.code] : undefined;
    if (known) return { status, message: known };
    if (status === 404) return { status, message: messages.notFound };
    if (status === 405) return { status, message: messages.methodNotAllowed };
    return { status, message: messages.badRequest };
  }
  if (status === 503) return { status, message: messages.unavailable };
  return null;
}

export function apiErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isCallError(error)) return reply.code(error.httpStatus).send(fail(error.errorCode, error.message));
  if (error instanceof UnavailableError) {
    request.log.warn({ err: error.cause ?? error, method: request.method, url: request.url }, 'A service the call needs is unavailable');
    return reply.code(503).send(fail(503, error.message));
  }
  const failure = classifyError(error);
  if (!failure) {
    request.log.error({ err: error, method: request.method, url: request.url }, 'Customer API call failed');
    return reply.code(500).send(fail(500, messages.unexpected));
  }
  if (failure.log) request.log.warn({ err: error, method: request.method, url: request.url }, 'Input refused by the database');
  return reply.code(failure.status).send(fail(failure.status, failure.message));
}

export function apiNotFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(fail(404, messages.notFound));
}
