/**
 * Order numbers a customer can read aloud on the phone: the prefix, the year
 * the order was placed and a sequence of at least five digits (HZ-2026-00042).
 * The database assigns them (migration 0014, payments/orders.ts); mock mode
 * makes them here.
 */

export const ORDER_NUMBER_PREFIX = 'HZ';

export function orderNumber(year: number, sequence: number): string {
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(sequence).padStart(5, '0')}`;
}
