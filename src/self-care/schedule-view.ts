/**
 * How the self-care pages show a payment schedule (spec 3): its months as
 * MM.YYYY and the day of the next payment.
 */

/** '2026-12' → '12.2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${number}.${year}`;
}

/** The billing day of the first month's first payment, or null without any. */
export function nextPaymentDate(schedule: { nextPayments: ReadonlyArray<{ articlePayments: ReadonlyArray<{ date: string }> }> }): string | null {
  return schedule.nextPayments[0]?.articlePayments[0]?.date ?? null;
}
