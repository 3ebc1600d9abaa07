import Decimal from 'decimal.js';
import { addMonths, nextBillingDates, type Day } from './billing-period.ts';
import { sumPrices } from './money.ts';

/**
 * The payment schedule (spec 3 "Payment schedule: nextPaymentAmount,
 * nextPayments (month, articlePayments)"): what the customer will pay in each
 * of the coming months, article by article.
 *
 * - Each product is billed monthly on its contract's billing day (the day of
 *   the month the contract started), on the billing dates after today.
 * - A product planned off is billed up to its end date: a billing date after
 *   the end date is not billed.
 * - Its price follows steps: a monthly product costs its fee throughout; a
 *   long-term offer (LTO) costs the promotional price for the first half of
 *   its term, the second promotional price (when the offer has one) for the
 *   rest, and the base price after the term. The step the customer is in
 *   today is billed at the stored fee (what billing charges now); later steps
 *   at the catalogue's prices.
 * - Removed articles (a cancellation being previewed) are left out.
 * - The months run from the month of the first upcoming billing date; each
 *   lists its payments with their total, and nextPaymentAmount is the first
 *   month's total. Money is decimal text with two places, summed exactly.
 */

export interface PriceStep {
  /** The first day this amount is billed; null: from the start. */
  from: Day | null;
  amount: string;
}

export interface ScheduledProduct {
  articleCode: string;
  offerCode: string;
  /** The contract's id; null for a product being bought (no contract yet). */
  contractId: string | null;
  /** The contract's start: billing dates are its monthly anniversaries. */
  billingStart: Day;
  /** The product's last day (planned off), null when it runs on. */
  until: Day | null;
  /** Ordered by `from`. */
  prices: readonly PriceStep[];
}

export interface ArticlePayment {
  articleCode: string;
  offerCode: string;
  contractId: string | null;
  date: Day;
  amount: string;
}

export interface MonthlyPayment {
  /** 'YYYY-MM'. */
  month: string;
  total: string;
  articlePayments: ArticlePayment[];
}

export interface PaymentSchedule {
  nextPaymentAmount: string;
  nextPayments: MonthlyPayment[];
}

export const SCHEDULE_MONTHS = 12;

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);

function priceOn(prices: readonly PriceStep[], date: Day): string | null {
  let amount: string | null = null;
  for (const step of prices) if (step.from === null || step.from <= date) amount = step.amount;
  return amount;
}

const monthOf = (day: Day) => day.slice(0, 7);

export function paymentSchedule(
  products: readonly ScheduledProduct[],
  today: Day,
  options: { months?: number; removedArticles?: readonly string[] } = {},
): PaymentSchedule {
  const count = options.months ?? SCHEDULE_MONTHS;
  const removed = new Set(options.removedArticles ?? []);
  const billed = products.filter((product) => !removed.has(product.articleCode));
  if (billed.length === 0 || count <= 0) return { nextPaymentAmount: money(0), nextPayments: [] };

  // One billing date a month per product, so count + 1 dates always cover a window of `count` months.
  const dates = billed.map((product) => nextBillingDates(product.billingStart, today, count + 1));
  const firstDay = dates.map((list) => list[0]!).sort()[0]!;
  const months = Array.from({ length: count }, (_, index) => monthOf(addMonths(`${monthOf(firstDay)}-01`, index)));

  const byMonth = new Map(months.map((month) => [month, [] as ArticlePayment[]]));
  billed.forEach((product, index) => {
    for (const date of dates[index]!) {
      if (product.until !== null && date > product.until) break;
      const amount = priceOn(product.prices, date);
      const payments = byMonth.get(monthOf(date));
      if (amount === null || !payments) continue;
      payments.push({ articleCode: product.articleCode, offerCode: product.offerCode, contractId: product.contractId, date, amount: money(amount) });
    }
  });

  const nextPayments = months.map((month): MonthlyPayment => {
    const articlePayments = byMonth.get(month)!.sort((a, b) => a.date.localeCompare(b.date));
    return { month, total: money(sumPrices(articlePayments.map((payment) => payment.amount))), articlePayments };
  });
  return { nextPaymentAmount: nextPayments[0]!.total, nextPayments };
}

export interface LtoPricing {
  ltoduration: number | null;
  pricepromo: string;
  pricepromo2: string | null;
  pricebaselto: string | null;
}

/**
 * The price steps of a product: its fee throughout, or for a long-term offer
 * running from `ltoStart` the steps described above, with today's step at
 * the fee. `basePrice` (the catalogue product's price) stands in for an
 * offer without a base price after its term.
 */
export function priceSteps(input: {
  fee: string;
  offer?: LtoPricing | null;
  lto?: { start: Day; end: Day } | null;
  basePrice?: string | null;
  today: Day;
}): PriceStep[] {
  const { fee, offer, lto, today } = input;
  const duration = offer?.ltoduration ?? 0;
  if (!offer || !lto || duration <= 0) return [{ from: null, amount: fee }];

  const steps: PriceStep[] = [{ from: lto.start, amount: offer.pricepromo }];
  if (offer.pricepromo2 !== null) steps.push({ from: addMonths(lto.start, Math.ceil(duration / 2)), amount: offer.pricepromo2 });
  steps.push({ from: lto.end, amount: offer.pricebaselto ?? input.basePrice ?? fee });

  // The step in force today (or the first one, before the term starts) is billed at the stored fee.
  let current = 0;
  steps.forEach((step, index) => {
    if (step.from !== null && step.from <= today) current = index;
  });
  steps[current] = { ...steps[current]!, amount: fee };
  // Before the term (a product bought today, first billed later) the first step applies too.
  steps[0] = { ...steps[0]!, from: null };
  return steps;
}
