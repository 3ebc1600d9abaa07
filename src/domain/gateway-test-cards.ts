/**
 * The payment-gateway simulator's test cards and instant code (the README's
 * test data) and how a charge of each ends: the embedded simulator
 * (src/server/payments/gateway) decides by them, and mock mode charges as the
 * simulator would. Any other card is declined, as a test gateway declines
 * real cards.
 */

export type CardDecision = 'SUCCEEDED' | 'UNSUPPORTED_BANK' | 'DECLINED';

export const TEST_CARDS: ReadonlyArray<{ number: string; decision: CardDecision }> = [
  { number: '4242424242424242', decision: 'SUCCEEDED' },
  { number: '5200000000901881', decision: 'UNSUPPORTED_BANK' },
  { number: '4000000000000002', decision: 'DECLINED' },
];

/** The code the simulator accepts for instant-code payments. */
export const TEST_INSTANT_CODE = '777123';

export function cardDecision(digits: string): CardDecision {
  return TEST_CARDS.find((card) => card.number === digits)?.decision ?? 'DECLINED';
}
