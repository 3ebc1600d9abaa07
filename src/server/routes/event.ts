import type { FastifyPluginAsync } from 'fastify';
import { analyticsOperations as op } from '#api-contract/event.ts';
import { limits } from '#api-contract/limits.ts';
import { CallError } from '../http/call-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { route } from '../http/route.ts';
import { hasUnstorableText } from '../http/validation.ts';
import { messages } from '#api-contract/messages.ts';
import { consumeAll } from '../rate-limit.ts';

const MAX_PARAM_DEPTH = 32;

/** How deeply arrays and objects nest (iterative: the input is the client's). */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const item of Object.values(current)) pending.push([item, depth + 1]);
  }
  return deepest;
}

/**
 * The jsonb text to store: JSON text as the value it encodes; anything else,
 * JSON whose strings PostgreSQL cannot store (\u0000) or that nests deeper
 * than analytics needs (the database parses it recursively), as a plain string.
 */
function paramValue(param: string | null | undefined): string | null {
  if (param === undefined || param === null) return null;
  try {
    const value: unknown = JSON.parse(param);
    if (!hasUnstorableText(value) && nestingDepth(value) <= MAX_PARAM_DEPTH) return JSON.stringify(value);
  } catch {
    // Not JSON: kept as text below.
  }
  return JSON.stringify(param);
}

/** POST /api/event (spec 7): analytics events, kept with the session that sent them. */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  route(app, op.event, async (request) => {
    const { action, param, uri } = request.body;
    const now = app.portal.config.now();
    if (!(await consumeAll(app.portal.db, [[limits.eventsPerAddress, clientAddress(request)]], now))) {
      throw new CallError(429, messages.tooManyEvents);
    }
    const session = request.session;
    await app.portal.db.query(
      'INSERT INTO analytics_events (session_id, customer_id, action, param, uri, created_at) VALUES ($1, $2, $3, $4::jsonb, $5, $6)',
      [session?.id ?? null, session?.customerId ?? null, action, paramValue(param), uri, now],
    );
    return null;
  });
};
