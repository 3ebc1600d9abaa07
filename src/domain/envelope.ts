import type { ApiEnvelope } from './alerts.ts';

/**
 * A body read as the section 7 envelope, as a client accepts it: an object
 * with a numeric errorCode and a status text; upstream services may add
 * fields, leave data out or send a null msg. null for any other body (the
 * offer service's plain JSON, an HTML error page).
 */
export function readEnvelope(payload: unknown): ApiEnvelope<unknown> | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { data, errorCode, msg, status } = payload as Record<string, unknown>;
  if (typeof errorCode !== 'number' || !Number.isFinite(errorCode) || typeof status !== 'string') return null;
  if (msg !== undefined && msg !== null && typeof msg !== 'string') return null;
  return { data: data ?? null, errorCode, msg: msg ?? '', status };
}
