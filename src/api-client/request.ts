import type { ApiEnvelope } from '#domain/alerts.ts';
import { alertFromEnvelope, isErrorEnvelope } from '#domain/envelope-alerts.ts';
import { readEnvelope } from '#domain/envelope.ts';
import { pushAlert } from '#stores/alerts.ts';
import { $session } from '#stores/session.ts';
import { noteServerDate } from '#stores/server-clock.ts';
import { recordActivity } from './activity.ts';
import { apiClientConfig } from './config.ts';
import { ApiError, NetworkError, type NetworkFailureKind } from './errors.ts';
import { apiUrl, callName, type QueryParams } from './url.ts';
import { isStateChanging, xsrfHeaders } from './xsrf.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  /** Sent as JSON. */
  body?: unknown;
  query?: QueryParams;
  /** Send cookies (spec 7 credentialed calls); on by default since nearly every call needs the session. */
  credentials?: boolean;
  signal?: AbortSignal;
  /** Milliseconds; spec 9 sets no timeout by default. */
  timeout?: number;
  /** Cart stage for the 368 rule; defaults to the session cart's stage. */
  cartStage?: string | null;
  /** Raise alerts for failures and messages (spec 8); off when the caller shows the outcome itself. */
  alert?: boolean;
  /** The request may outlive the page (an event sent as a click leaves it). */
  keepalive?: boolean;
};

/** Spec 8: HTTP 451 on these calls sends the visitor to the geolocation page. */
export const GEO_BLOCKED_PATH = '/oferta-online/geolokalizacja';
const GEO_GUARDED_CALLS = new Set(['cart/update', 'cart/finalize', 'cart/updateStage']);

/**
 * The one way islands call the customer API (spec 7): resolves with the
 * envelope's data, rejects with ApiError (error envelope) or NetworkError,
 * and raises the alerts spec 8 asks for.
 *
 * A visitor's session is stored by their first state-changing call (the
 * service starts sessions lazily), so until the session says it is stored,
 * state-changing calls go one at a time: parallel first actions then share
 * one session instead of each storing its own, of which the browser would
 * keep only the last cookie, and lose what the others did.
 */
export function apiRequest<T = unknown>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  if (!isStateChanging(method) || $session.get().sessionId) return send<T>(method, path, options);
  const turn = unstoredWrites.then(() => send<T>(method, path, options));
  unstoredWrites = turn.catch(() => undefined);
  return turn;
}

let unstoredWrites: Promise<unknown> = Promise.resolve();

async function send<T>(method: HttpMethod, path: string, options: ApiRequestOptions): Promise<T> {
  if (options.body !== undefined && method === 'GET') throw new TypeError(`API client: GET ${path} cannot carry a body`);
  const url = apiUrl(path, options.query);
  recordActivity();

  const scope = abortScope(options.signal, options.timeout);
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...xsrfHeaders(method),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      credentials: options.credentials === false ? 'same-origin' : 'include',
      ...(options.keepalive ? { keepalive: true } : {}),
      signal: scope.signal,
    });
    // The server's time when it answered, so times it stamps can be read on the browser's clock (the self-care lock).
    noteServerDate(response.headers.get('Date'), Date.now());
    payload = await readPayload(response);
  } catch (cause) {
    const kind: NetworkFailureKind = scope.reason() ?? 'network';
    throw networkFailure(new NetworkError(kind, { timeoutMs: options.timeout, cause }), options);
  } finally {
    scope.dispose();
  }

  const envelope = readEnvelope(payload);
  if (!response.ok) {
    if (response.status === 451 && GEO_GUARDED_CALLS.has(callName(path))) {
      apiClientConfig().navigate(GEO_BLOCKED_PATH);
      throw new NetworkError('status', { httpStatus: 451 });
    }
    // The service answers bad input with a 4xx error envelope: its message beats a generic one.
    if (envelope && isErrorEnvelope(envelope)) throw envelopeFailure(envelope, response.status, options);
    throw networkFailure(new NetworkError('status', { httpStatus: response.status }), options);
  }
  // Calls outside the envelope contract (offer service, some absolute paths) resolve with their body.
  if (!envelope) return payload as T;
  if (isErrorEnvelope(envelope)) throw envelopeFailure(envelope, response.status, options);
  // A success may still carry a message to show (a WARNING with data, for instance).
  alertOf(envelope, options);
  return envelope.data as T;
}

function abortScope(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  const controller = new AbortController();
  let reason: 'aborted' | 'timeout' | null = null;
  const abort = (why: 'aborted' | 'timeout') => {
    reason ??= why;
    controller.abort();
  };
  const onAbort = () => abort('aborted');
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  const timer = timeoutMs !== undefined && timeoutMs > 0 ? setTimeout(() => abort('timeout'), timeoutMs) : undefined;
  return {
    signal: controller.signal,
    reason: () => reason,
    dispose() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Raises the alert an envelope calls for (section 8), unless the caller shows the outcome itself. */
function alertOf(envelope: ApiEnvelope<unknown>, options: ApiRequestOptions): void {
  if (options.alert === false) return;
  const cartStage = options.cartStage !== undefined ? options.cartStage : $session.get().cart.currentStage;
  const alert = alertFromEnvelope(envelope, { now: apiClientConfig().now(), cartStage });
  if (alert) pushAlert(alert);
}

function envelopeFailure(envelope: ApiEnvelope<unknown>, httpStatus: number, options: ApiRequestOptions): ApiError {
  alertOf(envelope, options);
  return new ApiError(envelope, httpStatus);
}

/**
 * One alert per kind of failure: its id is stable, so retries and parallel
 * calls failing the same way do not stack banners. A caller's own abort is
 * not a failure the user needs telling about.
 */
function networkFailure(error: NetworkError, options: ApiRequestOptions): NetworkError {
  if (options.alert !== false && error.kind !== 'aborted') {
    pushAlert({
      id: `network:${error.code}`,
      message: error.message,
      status: 'ERROR',
      ts: apiClientConfig().now(),
      errorCode: error.httpStatus ?? 0,
    });
  }
  return error;
}
