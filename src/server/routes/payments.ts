import type { FastifyPluginAsync } from 'fastify';

/** Payment calls of spec 7 (cart/finalize, payments/token, validateMsisdn, mop/*) and the prepaid card service (/api-tnk/*). */
export const paymentRoutes: FastifyPluginAsync = async () => {};
