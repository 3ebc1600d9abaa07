import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../catalogue/index.ts';
import type { Database } from '../db/index.ts';
import type { PaymentGateway } from './gateway/api.ts';
import { createEmbeddedGateway } from './gateway/embedded.ts';
import { paymentSettingsFromEnv, type PaymentSettings } from './settings.ts';

/** What the payment calls work with: the database, the clock, the catalogue and the payment gateway. */
export interface PaymentsContext {
  db: Database;
  now: () => Date;
  catalogue: Catalogue;
  gateway: PaymentGateway;
  settings: PaymentSettings;
}

/** The context of an app: its database and clock, and the embedded gateway simulator. */
export function paymentsContext(app: FastifyInstance): PaymentsContext {
  const { db, config, catalogue } = app.portal;
  const now = () => config.now();
  const settings = paymentSettingsFromEnv();
  return { db, now, catalogue, settings, gateway: createEmbeddedGateway({ db, now, settings }) };
}
