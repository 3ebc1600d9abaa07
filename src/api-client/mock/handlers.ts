import { http, HttpResponse, type HttpHandler } from 'msw';
import { createEnvelope, errorEnvelope } from '../../api-contract/envelope.ts';
import { createDefaultSession } from '../../domain/session-defaults.ts';

export { createEnvelope, errorEnvelope };

/**
 * msw path of a call name under the mock prefix, on any origin: it matches
 * both the browser's and the base URL node tests configure.
 */
export function mockPath(call: string): string {
  return `*/mock/${call.replace(/^\/+/, '')}`;
}

/** An anonymous visitor's session: what sessionData answers before any login. */
function anonymousSession() {
  return createDefaultSession();
}

/** Mock-mode handlers serving the API; per-call handlers join this list as the API contract grows. */
export const handlers: HttpHandler[] = [
  http.post(mockPath('sessionData'), () => HttpResponse.json(createEnvelope(anonymousSession()))),
  http.post(mockPath('checkSessionData'), () => HttpResponse.json(createEnvelope(anonymousSession()))),
];
