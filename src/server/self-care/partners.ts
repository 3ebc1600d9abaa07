import { createHash, randomBytes } from 'node:crypto';
import { hasFilmPartner, streamingPlan, type StreamingPlan } from '#domain/partner-services.ts';
import type { Database } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { heldProducts } from './held-products.ts';
import { serviceMessages } from '#domain/service-messages.ts';

/**
 * hbogo/getCustomerIdentifier and netflix/getUrl: what the partner services
 * need to know of a customer who holds their products (rules in
 * domain/partner-services.ts). The film partner knows the customer by a
 * random pseudonym kept per customer; the streaming partner activates the
 * customer's plan through a one-time link whose token only the customer
 * receives (the database keeps its SHA-256).
 */

export const FILM_PARTNER = 'film';
export const STREAMING_PARTNER = 'streaming';
/** The partner's activation page (a fictional domain: the brand and its partners are fictional). */
export const STREAMING_ACTIVATION_URL = 'https://aktywacja.strumien.example/horyzont';
export const STREAMING_LINK_TTL_MS = 15 * 60 * 1000;

export async function filmPartnerIdentifier(db: Database, customerId: string, now: Date): Promise<string> {
  if (!hasFilmPartner(await heldProducts(db, customerId))) throw new CallError(406, serviceMessages.noFilmPartner);
  // Assigned once: a concurrent first call inserts nothing and both read the stored value.
  await db.query(
    `INSERT INTO partner_identifiers (customer_id, partner, identifier, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, partner) DO NOTHING`,
    [customerId, FILM_PARTNER, randomBytes(18).toString('base64url'), now],
  );
  const { rows } = await db.query<{ identifier: string }>('SELECT identifier FROM partner_identifiers WHERE customer_id = $1 AND partner = $2', [
    customerId,
    FILM_PARTNER,
  ]);
  return rows[0]!.identifier;
}

export interface StreamingLink {
  url: string;
  plan: StreamingPlan;
  expiresAt: string;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function streamingActivationLink(db: Database, customerId: string, now: Date): Promise<StreamingLink> {
  const plan = streamingPlan(await heldProducts(db, customerId));
  if (!plan) throw new CallError(406, serviceMessages.noStreaming);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STREAMING_LINK_TTL_MS);
  await db.transaction(async (tx) => {
    // One live link per customer: the new one replaces those not used yet, and used or expired ones are dropped.
    await tx.query('DELETE FROM partner_activation_tokens WHERE customer_id = $1 AND partner = $2 AND (used_at IS NULL OR expires_at <= $3)', [
      customerId,
      STREAMING_PARTNER,
      now,
    ]);
    await tx.query(
      `INSERT INTO partner_activation_tokens (token_hash, customer_id, partner, plan, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [tokenHash(token), customerId, STREAMING_PARTNER, plan, now, expiresAt],
    );
  });
  const url = new URL(STREAMING_ACTIVATION_URL);
  url.searchParams.set('plan', plan);
  url.searchParams.set('token', token);
  return { url: url.toString(), plan, expiresAt: expiresAt.toISOString() };
}
