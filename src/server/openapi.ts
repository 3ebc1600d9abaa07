import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiSchemaRegistry } from '#api-contract/registry.ts';
import { SESSION_COOKIE } from './sessions/cookies.ts';

/**
 * The OpenAPI 3.1 document of the customer API, generated from the zod
 * schemas of the routes (the same ones that validate requests and serialise
 * replies), served at GET /api/openapi.json and committed as
 * src/api-contract/openapi.json by scripts/export-openapi.ts.
 */

export const OPENAPI_PATH = '/api/openapi.json';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Telewizja Horyzont – customer API',
        version: '1.0.0',
        description:
          'Calls of the shop and self-care portal (spec section 7). Every reply is the envelope { data, errorCode, msg, status }; ' +
          'errorCode 300 or more with status other than SUCCESS is an error whose msg is shown to the user as is. ' +
          'Errors answer with the HTTP status equal to errorCode. State-changing calls (POST, PUT, PATCH, DELETE) need the ' +
          'XSRF-TOKEN cookie’s value in the X-XSRF-TOKEN header unless marked otherwise.',
      },
      tags: [
        { name: 'session', description: 'Sessions: start, check, end.' },
        { name: 'analytics', description: 'Analytics events.' },
        { name: 'cart', description: 'The cart: offers in and out, sale stages, vouchers, discount, sale consents, cancelling an order.' },
        {
          name: 'payments',
          description: 'Payment means (card, mobile-operator billing, instant code), finalizing an order, the gateway’s notifications.',
        },
        {
          name: 'services',
          description: 'Self-care services: switch-off and restore, package changes, LTO, payment schedule, documents, partner services.',
        },
        { name: 'account', description: 'The customer’s account: consents, personal data, identity pages, segments, messages.' },
        { name: 'support', description: 'Help articles: feedback.' },
        { name: 'offers', description: 'The offer service: meta-products of content ids and their deep links.' },
        { name: 'prepaid-card', description: 'The prepaid card service (/api-tnk): card status and top-ups.' },
      ],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Session secret (HttpOnly cookie).' },
          xsrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'Value of the XSRF-TOKEN cookie.' },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: apiSchemaRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiSchemaRegistry }),
  });
}

type Document = { components?: { schemas?: Record<string, unknown>; [key: string]: unknown }; [key: string]: unknown };

function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item.replace('#/components/schemas/', ''));
      else refsIn(item, found);
    }
  }
}

/**
 * The generator emits every named schema twice, as the request side
 * (`…Input`) and the response side; components no operation refers to are
 * left out so the document lists only what the API uses. The rest are in
 * name order: the registry's order is the order modules were first imported
 * in, which differs between a server and a test worker that loaded others first.
 */
export function withoutUnusedSchemas(document: Document): Document {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  refsIn({ ...document, components: { ...document.components, schemas: {} } }, used);
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) refsIn(schemas[name], used);
  }
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return { ...document, components: { ...document.components, schemas: kept } };
}

/** The document as served and committed: key order from the routes, two-space indent, final newline. */
export function renderOpenApi(app: FastifyInstance): string {
  return `${JSON.stringify(withoutUnusedSchemas(app.swagger() as unknown as Document), null, 2)}\n`;
}
