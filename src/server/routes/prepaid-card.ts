import type { FastifyPluginAsync } from 'fastify';

/** The prepaid card service of spec 7 (/api-tnk/tnk-card-status, payment-url, payment-status/{id}). */
export const prepaidCardRoutes: FastifyPluginAsync = async () => {};
