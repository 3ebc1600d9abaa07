import './zod-config.ts';
import { z } from 'zod';
import type { ApiEnvelope } from '#domain/alerts.ts';
import { readEnvelope } from '#domain/envelope.ts';

/**
 * The `{ data, errorCode, msg, status }` envelope every customer API call
 * answers with (spec section 7), shared by the customer API service (which
 * emits it) and the browser client and mocks (which read it).
 */

export type { ApiEnvelope };

/** Statuses the service emits; the alert tone follows the lowercased status (spec 8). */
export const ENVELOPE_STATUSES = ['SUCCESS', 'ERROR', 'WARNING', 'INFO'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

/** errorCode of a plain success; codes of 300 or more carry a message (spec 7). */
export const SUCCESS_CODE = 200;
/** Spec 7: from this code on, an envelope without data and not SUCCESS is an error. */
export const ERROR_CODE_THRESHOLD = 300;

/** The strict envelope the service emits, with its data validated by `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.strictObject({
    data: data.nullable(),
    errorCode: z.number().int().min(0),
    msg: z.string(),
    status: z.enum(ENVELOPE_STATUSES),
  });
}

/**
 * What a client accepts as an envelope: upstream services may add fields,
 * send a null msg or a status outside our list, and an error must still be
 * recognised as one rather than handed to the caller as data. The rule is
 * `readEnvelope` (src/domain/envelope.ts), which the browser's API client runs
 * without zod; this schema is the same rule for code that holds zod anyway.
 */
export const receivedEnvelopeSchema = z
  .custom<unknown>((value) => readEnvelope(value) !== null, { error: 'not an API envelope' })
  .transform((value): ApiEnvelope<unknown> => readEnvelope(value)!);

/** A success envelope around `data`. */
export function createEnvelope<T>(data: T, options: { msg?: string; status?: EnvelopeStatus; errorCode?: number } = {}): ApiEnvelope<T> {
  return { data, errorCode: options.errorCode ?? SUCCESS_CODE, msg: options.msg ?? '', status: options.status ?? 'SUCCESS' };
}

/** An error envelope: no data, code 300 or more, a non-SUCCESS status and the message shown to the user as is. */
export function errorEnvelope(errorCode: number, msg: string, status: Exclude<EnvelopeStatus, 'SUCCESS'> = 'ERROR'): ApiEnvelope<null> {
  if (!Number.isInteger(errorCode) || errorCode < ERROR_CODE_THRESHOLD) {
    throw new RangeError(`errorEnvelope: code ${errorCode} is below ${ERROR_CODE_THRESHOLD} and would not read as an error`);
  }
  return { data: null, errorCode, msg, status };
}
