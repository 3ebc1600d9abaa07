import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { ServerConfig } from './config.ts';
import { messages } from '#api-contract/messages.ts';
import { fail } from './http/responses.ts';

/**
 * Geo rule of the sale calls (spec 8: HTTP 451 on cart update, finalize and
 * updateStage sends the visitor to the geolocation page). The country comes
 * from a header the edge in front of the server sets; without the header
 * (local runs, no edge) the call is allowed.
 */

export function countryOf(headers: IncomingHttpHeaders, config: Pick<ServerConfig, 'geoHeader'>): string | null {
  const raw = headers[config.geoHeader];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value.toUpperCase() : null;
}

export function isCountryBlocked(headers: IncomingHttpHeaders, config: Pick<ServerConfig, 'geoHeader' | 'allowedCountries'>): boolean {
  const country = countryOf(headers, config);
  return country !== null && !config.allowedCountries.includes(country);
}

/**
 * Route hook for geo-guarded calls: `{ onRequest: geoBlocked }` answers 451
 * with an error envelope before anything else runs.
 */
export async function geoBlocked(request: FastifyRequest, reply: FastifyReply) {
  if (!isCountryBlocked(request.headers, request.server.portal.config)) return;
  return reply.code(451).send(fail(451, messages.geoBlocked));
}
