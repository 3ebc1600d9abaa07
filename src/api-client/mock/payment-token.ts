import type { PaymentMeanId } from '#domain/payment-methods.ts';
import { paymentMessages } from '#domain/payment-messages.ts';
import { mockError } from './operations.ts';

/**
 * The token login of spec 4 (payments/token) in mock mode. The service
 * (src/server/payments/mean-calls.ts attachToken) accepts a card token the
 * gateway issued to the caller, once the card it stands for is the caller's
 * active card. The mock has no gateway: the tokens it knows are those of the
 * cards its demo customers have stored (`card_<identifier>`, e.g.
 * card_hor-demo-007 for klient.karta@horyzont.example), kept with each
 * card. Any other token, another customer's included, is refused with 404 in
 * the service's words; tokenType other than CARD never gets here (the
 * contract's schema refuses it with 400, as the service's validator does).
 * A known token changes nothing: the card is already the active one.
 */

/** A payment means as the mock keeps it. */
export interface StoredMean {
  mopId: PaymentMeanId;
  displayString: string;
  expiryDate: string | null;
  /** The gateway token the card stands for; null (or absent in a state kept by an older mock) for other means. */
  token?: string | null;
}

/** The token of a demo customer's stored card. */
export const cardTokenOf = (customerIdentifier: string) => `card_${customerIdentifier.toLowerCase()}`;

/**
 * A means as the customer's list shows it (the session's payments); its id is
 * its place in the list (the mock keeps no means ids), digits as the service's.
 */
export const meanView = (mean: StoredMean, index: number) => ({
  meanId: String(index + 1),
  mopId: mean.mopId,
  displayString: mean.displayString,
  expiryDate: mean.expiryDate,
  paymentUrl: null,
});

/** payments/token for the signed-in customer whose means are `means`. */
export function attachCardToken(means: readonly StoredMean[], token: string) {
  const card = means.find((mean) => mean.mopId === 1 && mean.token === token);
  if (!card) throw mockError(404, paymentMessages.errors.tokenNotFound);
  return { mean: meanView(card, means.indexOf(card)), payments: means.map(meanView) };
}
