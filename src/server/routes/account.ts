import type { FastifyPluginAsync } from 'fastify';

/** Account calls of spec 7 (account/*, messageSubject, article/rate, quietLogin, offer service). */
export const accountRoutes: FastifyPluginAsync = async () => {};
