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

const contexts = new WeakMap<FastifyInstance['portal'], PaymentsContext>();

/**
 * The context of an app: its database and clock, and the embedded gateway
 * simulator. Built once per app, so the cart, payment and prepaid-card routes
 * share one gateway client and one reading of the settings.
 */
export function paymentsContext(app: FastifyInstance): PaymentsContext {
  const known = contexts.get(app.portal);
  if (known) return known;
  const { db, config } = app.portal;
  const now = () => config.now();
  const settings = paymentSettingsFromEnv();
  const context = {
    db,
    now,
    // The catalogue as served now: a new build of the site replaces it (app.ts).
    get catalogue() {
      return app.portal.catalogue;
    },
    settings,
    gateway: createEmbeddedGateway({ db, now, settings }),
  };
  contexts.set(app.portal, context);
  return context;
}
