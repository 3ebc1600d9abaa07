import type { Alert, ApiEnvelope } from './alerts.ts';

/**
 * Which API envelope is an error and which raises an alert (spec sections 7
 * and 8). Apart from alerts.ts, whose display rules every page's shell runs:
 * only the API client needs these.
 */

/** Code 368 is not shown while the cart is in one of these stages. */
const SILENT_368_STAGES = ['ACTIVATION', 'THP'];

/** Section 7: an error is errorCode 300 or more, no data and a status other than SUCCESS. */
export function isErrorEnvelope(env: ApiEnvelope<unknown>): boolean {
  return env.errorCode >= 300 && (env.data === null || env.data === undefined) && env.status !== 'SUCCESS';
}

/** Short stable hash, so the same message at the same moment yields the same id. */
function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/**
 * Section 8: errorCode 300 or more with a message raises an alert carrying
 * message, status, timestamp and code, except code 368 while the cart stage is
 * ACTIVATION or THP. The envelope need not be an error: a status such as
 * WARNING or SUCCESS with a message is shown in that tone.
 */
export function alertFromEnvelope(env: ApiEnvelope<unknown>, options: { now: number; cartStage?: string | null }): Alert | null {
  const message = typeof env.msg === 'string' ? env.msg.trim() : '';
  if (!(env.errorCode >= 300) || !message) return null;
  if (env.errorCode === 368 && options.cartStage && SILENT_368_STAGES.includes(options.cartStage)) return null;
  return {
    id: `${env.errorCode}-${options.now}-${hash(message)}`,
    message,
    status: env.status,
    ts: options.now,
    errorCode: env.errorCode,
  };
}
