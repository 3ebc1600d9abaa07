import type { CurrentProduct } from './session.ts';
import { paymentMessages } from './payment-messages.ts';
import { isOperatorMop } from './payment-methods.ts';
import { serviceMessages } from './service-messages.ts';
import { isSwitchOffRefusal, planSwitchOff, type BundleRule, type HeldProduct } from './switch-off.ts';
import type { Day } from './billing-period.ts';

/**
 * What "My services" shows of each product the customer holds and which
 * changes it offers (spec 4 "Cancel subscription", "Restore"; spec 5
 * "Main bundles with a commitment end date restrict changes", the
 * catalogue's `disabledowngrade`). The reasons an action is not available
 * are the words the customer API refuses the same change with, so the page
 * and the server never disagree.
 */

export const PLANNED_OFF = 'PLANNED_OFF';

export interface ContractGroup<P> {
  contractId: string;
  products: P[];
}

/** The products by contract, contracts and products in the order the session holds them. */
export function groupByContract<P extends Pick<CurrentProduct, 'contractId'>>(products: readonly P[]): ContractGroup<P>[] {
  const groups = new Map<string, P[]>();
  for (const product of products) {
    const group = groups.get(product.contractId);
    if (group) group.push(product);
    else groups.set(product.contractId, [product]);
  }
  return [...groups].map(([contractId, grouped]) => ({ contractId, products: grouped }));
}

/** An action the product offers, or why not. */
export type Availability = { available: true } | { available: false; reason: string };

export interface ProductActions {
  /** „Zrezygnuj”: switch the product off at the end of the billing period. */
  cancel: Availability;
  /** „Przywróć”: keep a product planned off. */
  restore: Availability;
}

export interface ActionRules {
  /** Every product the customer holds (the product included). */
  held: readonly CurrentProduct[];
  bundles: readonly BundleRule[];
  /** The catalogue marks the article `disabledowngrade`. */
  disabled: (articleCode: string) => boolean;
  /** The catalogue's name of an article. */
  nameOf: (articleCode: string) => string;
  today: Day;
}

const keyOf = (product: Pick<CurrentProduct, 'contractId' | 'articleCode'>) => `${product.contractId}:${product.articleCode}`;

const heldProduct = (product: CurrentProduct): HeldProduct => ({
  id: keyOf(product),
  contractId: product.contractId,
  articleCode: product.articleCode,
  status: product.status,
  endDate: product.endDate,
  commitmentEndDate: product.commitmentEndDate,
});

const restoreNotNeeded: Availability = { available: false, reason: serviceMessages.nothingToRestore };

/**
 * The actions a product offers: an ACTIVE one may be cancelled unless it (or
 * an add-on that would go with it) is under commitment or the catalogue
 * marks it disabledowngrade; a planned-off one may only be restored.
 */
export function productActions(product: CurrentProduct, rules: ActionRules): ProductActions {
  const held = rules.held.map(heldProduct);
  const target = held.find((candidate) => candidate.id === keyOf(product)) ?? heldProduct(product);
  const planned = planSwitchOff({
    target,
    held,
    bundles: rules.bundles,
    disabled: rules.disabled(product.articleCode),
    today: rules.today,
    // The end date is not shown here: cart/verifySwitchOff answers it when the customer asks.
    periodEnd: rules.today,
  });
  if (!isSwitchOffRefusal(planned)) return { cancel: { available: true }, restore: restoreNotNeeded };
  switch (planned.reason) {
    case 'plannedOff':
      return { cancel: { available: false, reason: serviceMessages.alreadyPlannedOff(planned.endDate) }, restore: { available: true } };
    case 'commitment':
      return {
        cancel: { available: false, reason: serviceMessages.underCommitment(rules.nameOf(planned.articleCode), planned.until) },
        restore: restoreNotNeeded,
      };
    case 'notSwitchable':
      return { cancel: { available: false, reason: serviceMessages.notSwitchable }, restore: restoreNotNeeded };
  }
}

/** The product goes off at its end date (spec 3 status PLANNED_OFF). */
export function isPlannedOff(product: Pick<CurrentProduct, 'status'>): boolean {
  return product.status === PLANNED_OFF;
}

/**
 * Spec 4 "Restore: after the mobile payment channel message": a customer
 * paying through a mobile operator's bill (payment means 2, 6, 7) is told,
 * before restoring, that the restored product's fees go on that bill. The
 * channel as the customer knows it (the payment mean's display string, else
 * the operator's name), or null for any other payment mean.
 */
export function mobilePaymentChannel(
  paymentMean: { mopId: number | null },
  payments: ReadonlyArray<{ mopId: number; displayString?: string | undefined }>,
): string | null {
  const { mopId } = paymentMean;
  if (!isOperatorMop(mopId)) return null;
  return payments.find((payment) => payment.mopId === mopId)?.displayString || paymentMessages.operatorNames[mopId];
}

/**
 * The end of the long-term offer a product is on, when it adds something to
 * what the product shows: products of an LTO offer, when the session knows
 * the LTO end date and it is not already shown as the commitment end.
 */
export function ltoEndOf(
  product: Pick<CurrentProduct, 'offerCode' | 'commitmentEndDate'>,
  ltoOffers: readonly string[],
  ltoEndDate: string | null,
): string | null {
  if (!ltoEndDate || !ltoOffers.includes(product.offerCode) || product.commitmentEndDate === ltoEndDate) return null;
  return ltoEndDate;
}

export interface ScheduleTotals {
  nextPayments: ReadonlyArray<{ month: string; total: string }>;
}

export interface ScheduleComparison {
  /** YYYY-MM. */
  month: string;
  /** The month's total now and after the change (decimal text), '0.00' when nothing is billed. */
  now: string;
  after: string;
}

/** The first `count` months of the schedule now beside the schedule after a change, month by month. */
export function compareSchedules(now: ScheduleTotals, after: ScheduleTotals, count: number): ScheduleComparison[] {
  const totalIn = (schedule: ScheduleTotals, month: string) => schedule.nextPayments.find((payment) => payment.month === month)?.total ?? '0.00';
  const months = [...new Set([...now.nextPayments, ...after.nextPayments].map((payment) => payment.month))].sort().slice(0, count);
  return months.map((month) => ({ month, now: totalIn(now, month), after: totalIn(after, month) }));
}
