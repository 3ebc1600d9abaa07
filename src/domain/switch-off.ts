import type { Day } from './billing-period.ts';

/**
 * Switching a product off at the end of its billing period (spec 4 "Cancel
 * subscription"): whether it may go now, and which other products go with it.
 *
 * - A product already PLANNED_OFF cannot be planned off again.
 * - A product under commitment (its commitment end date is still ahead) must
 *   run its term: spec 5 "Main bundles with a commitment end date restrict
 *   changes". The same holds for every product that would go along with it.
 * - A catalogue product marked `disabledowngrade` is not switched off by the
 *   customer (hardware rental, one-off events).
 * - Add-ons sold only next to a base package (a bundle's
 *   `availablewithsomeactive`) go along when the last of their base packages
 *   goes; this repeats for add-ons of add-ons.
 */

export interface HeldProduct {
  /** The contract product's id. */
  id: string;
  contractId: string;
  articleCode: string;
  status: string;
  endDate: Day | null;
  commitmentEndDate: Day | null;
}

/** What of a bundle decides dependencies. */
export interface BundleRule {
  relationship: ReadonlyArray<{ articlecode: string }>;
  availablewithsomeactive: readonly string[];
}

export type SwitchOffRefusal =
  { reason: 'plannedOff'; endDate: Day | null } | { reason: 'commitment'; articleCode: string; until: Day } | { reason: 'notSwitchable' };

export interface SwitchOffPlan {
  target: HeldProduct;
  /** The customer's products that go off with the target, in the order they are held. */
  dependents: HeldProduct[];
  /** The last day of the products: the end of the target contract's current billing period. */
  endDate: Day;
}

const isActive = (product: HeldProduct) => product.status === 'ACTIVE';
const underCommitment = (product: HeldProduct, today: Day) => product.commitmentEndDate !== null && product.commitmentEndDate > today;

/**
 * The ACTIVE products that lose their last base package when `leaving` go:
 * only bundles that had a base among the leaving products count, so an add-on
 * held without its base for another reason is not swept along.
 */
export function dependentsOf(leaving: readonly HeldProduct[], held: readonly HeldProduct[], bundles: readonly BundleRule[]): HeldProduct[] {
  const gone = new Set(leaving.map((product) => product.id));
  const dependents: HeldProduct[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    const remaining = held.filter((product) => isActive(product) && !gone.has(product.id));
    const goneCodes = new Set(held.filter((product) => gone.has(product.id)).map((product) => product.articleCode));
    const remainingCodes = new Set(remaining.map((product) => product.articleCode));
    for (const bundle of bundles) {
      const bases = bundle.availablewithsomeactive;
      if (bases.length === 0) continue;
      if (!bases.some((code) => goneCodes.has(code)) || bases.some((code) => remainingCodes.has(code))) continue;
      const codes = new Set(bundle.relationship.map((entry) => entry.articlecode));
      for (const product of remaining) {
        if (!codes.has(product.articleCode) || gone.has(product.id)) continue;
        gone.add(product.id);
        dependents.push(product);
        changed = true;
      }
    }
  }
  const order = new Map(held.map((product, index) => [product.id, index]));
  return dependents.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

export interface SwitchOffInput {
  target: HeldProduct;
  /** Every product the customer holds (the target included). */
  held: readonly HeldProduct[];
  bundles: readonly BundleRule[];
  /** The catalogue marks the target's article `disabledowngrade`. */
  disabled: boolean;
  today: Day;
  /** End of the current billing period of the target's contract. */
  periodEnd: Day;
}

export function planSwitchOff(input: SwitchOffInput): SwitchOffPlan | SwitchOffRefusal {
  const { target, held, bundles, disabled, today, periodEnd } = input;
  if (target.status === 'PLANNED_OFF') return { reason: 'plannedOff', endDate: target.endDate };
  if (underCommitment(target, today)) return { reason: 'commitment', articleCode: target.articleCode, until: target.commitmentEndDate! };
  if (disabled) return { reason: 'notSwitchable' };
  const dependents = dependentsOf([target], held, bundles);
  const committed = dependents.find((product) => underCommitment(product, today));
  if (committed) return { reason: 'commitment', articleCode: committed.articleCode, until: committed.commitmentEndDate! };
  return { target, dependents, endDate: periodEnd };
}

export function isSwitchOffRefusal(result: SwitchOffPlan | SwitchOffRefusal): result is SwitchOffRefusal {
  return 'reason' in result;
}
