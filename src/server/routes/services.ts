import type { FastifyPluginAsync } from 'fastify';

/** Self-care service calls of spec 7 (switch-off, restore, downgrade, anti-churn, LTO, schedule, documents, partner services). */
export const serviceRoutes: FastifyPluginAsync = async () => {};
