import type { FastifyPluginAsync } from 'fastify';

/** Cart calls of spec 7 (cart/*, specialOffer/markProcess, updateOrderByConsentsChanges). */
export const cartRoutes: FastifyPluginAsync = async () => {};
