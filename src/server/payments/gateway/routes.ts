import type { FastifyPluginAsync } from 'fastify';

/** Where the embedded payment-gateway simulator serves its pages (outside the API and Astro). */
export const GATEWAY_PREFIX = '/bramka-platnicza';

/** The payment-gateway simulator's pages and calls (card, instant code, mobile-operator billing). */
export const gatewayRoutes: FastifyPluginAsync = async () => {};
