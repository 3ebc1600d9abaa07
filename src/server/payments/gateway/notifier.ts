import type { FastifyInstance } from 'fastify';
import { paymentOperations } from '#api-contract/payments.ts';
import { serverPath } from '#api-contract/operation.ts';
import type { SignedNotification } from './api.ts';

/**
 * How the gateway tells the portal a transaction's outcome: a signed POST to
 * the portal's notification endpoint. The embedded simulator posts it into
 * the same server (through the full HTTP pipeline, so the endpoint's
 * signature check is what a real gateway's notification meets).
 */
export type Notifier = (notification: SignedNotification) => Promise<boolean>;

export const NOTIFICATION_PATH = serverPath(paymentOperations.notification);

export function injectNotifier(app: FastifyInstance): Notifier {
  return async (notification) => {
    const response = await app.inject({ method: 'POST', url: NOTIFICATION_PATH, payload: notification });
    return response.statusCode === 200;
  };
}
