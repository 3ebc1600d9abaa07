import type { PaymentFailureReason } from '#domain/payment-return.ts';
import type { OperatorMopId } from '#domain/payment-methods.ts';

/**
 * What the portal asks of a payment gateway (its merchant interface), and
 * what the gateway tells the portal back (the signed notification). The
 * embedded simulator implements it over the portal's database; a real
 * gateway would implement it with calls to its API.
 */

export type GatewayKind = 'CARD' | 'OPERATOR' | 'INSTANT_CODE';

export interface NewPageTransaction {
  kind: GatewayKind;
  /** PAYMENT charges the amount; REGISTRATION stores the means (a card token, an operator billing agreement) for later charges. */
  purpose: 'PAYMENT' | 'REGISTRATION';
  /** Decimal text in PLN. */
  amount: string;
  /** Shown to the customer on the gateway's page. */
  description: string;
  /** The portal's reference, echoed in the notification. */
  merchantReference: string;
  /** The portal's customer; stored means are bound to them. */
  customerReference: string | null;
  /** Operator billing: the confirmation (PIN by SMS) of the number billed. */
  challengeId?: string;
  /** Where the customer's window goes when the transaction succeeds or fails (the gateway adds the outcome to the query). */
  successUrl: string;
  failureUrl: string;
}

export interface PageTransaction {
  transactionId: string;
  /** The gateway page the portal opens in a new window. */
  paymentUrl: string;
  expiresAt: Date;
}

export type ChargeResult = { status: 'SUCCEEDED'; transactionId: string } | { status: 'FAILED'; reason: PaymentFailureReason };

export interface DirectCharge {
  amount: string;
  description: string;
  merchantReference: string;
  customerReference: string;
}

export interface InstrumentSummary {
  token: string;
  kind: 'CARD' | 'OPERATOR';
  cardLast4: string | null;
  /** Last day the card is valid, YYYY-MM-DD. */
  cardExpiry: string | null;
  msisdn: string | null;
}

export interface GatewayInstrument extends InstrumentSummary {
  customerReference: string | null;
  operatorMop: OperatorMopId | null;
  status: 'ACTIVE' | 'REVOKED';
  /** The registration transaction that issued it. */
  issuedBy: string | null;
}

export interface PinChallenge {
  id: string;
  customerReference: string | null;
  msisdn: string;
  operatorMop: OperatorMopId;
  status: 'PENDING' | 'VERIFIED' | 'BLOCKED';
  expiresAt: Date;
}

/** The final outcome of a transaction: the notification's fields, before signing. */
export interface GatewayOutcome extends Record<string, unknown> {
  transactionId: string;
  merchantReference: string;
  status: 'SUCCEEDED' | 'FAILED';
  failureReason: PaymentFailureReason | null;
  amount: string;
  instrument: InstrumentSummary | null;
  completedAt: string;
}

export type SignedNotification = GatewayOutcome & { signature: string };

export interface PaymentGateway {
  createPageTransaction(input: NewPageTransaction): Promise<PageTransaction>;
  /** Ends a transaction still open (the portal started another one instead); one already final stays as it is. */
  cancelTransaction(transactionId: string): Promise<void>;
  /** Charges a stored card or operator billing agreement at once. */
  chargeInstrument(input: DirectCharge & { token: string }): Promise<ChargeResult>;
  /** Charges with a 6-digit instant code from the customer's banking app. */
  chargeInstantCode(input: DirectCharge & { code: string }): Promise<ChargeResult>;
  /** Sends a PIN by SMS to confirm a number for operator billing. */
  startPinChallenge(input: { customerReference: string; msisdn: string; operatorMop: OperatorMopId }): Promise<PinChallenge>;
  pinChallenge(id: string): Promise<PinChallenge | null>;
  instrument(token: string): Promise<GatewayInstrument | null>;
  /** Withdraws a stored means (the customer removed it); unknown tokens are ignored. */
  revokeInstrument(token: string): Promise<void>;
  /** The final outcome of a transaction, null while it is open (or unknown): the status query behind a late notification. */
  outcome(transactionId: string): Promise<GatewayOutcome | null>;
}
