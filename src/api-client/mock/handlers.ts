import type { HttpHandler } from 'msw';
import { createEnvelope, errorEnvelope } from '#api-contract/envelope.ts';
import { sessionOperations } from '#api-contract/session.ts';
import { exampleHandler } from './examples.ts';

export { createEnvelope, errorEnvelope };
export { mockPath } from './paths.ts';

/**
 * The handlers node and jsdom tests start with (src/api-client/mock/server.ts):
 * the session calls answer an anonymous visitor's session, the contract's
 * example; tests add their own with `use`.
 */
export const handlers: HttpHandler[] = [exampleHandler(sessionOperations.sessionData), exampleHandler(sessionOperations.checkSessionData)];
