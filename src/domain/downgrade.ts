import type { Day } from './billing-period.ts';
import { dependentsOf, type BundleRule, type HeldProduct } from './switch-off.ts';

/**
 * A change of package to a chosen article (spec 4 "Downgrade"): which article
 * codes the customer keeps afterwards. The chosen article replaces:
 * - when it belongs to a main bundle (`ismain`): the customer's main packages,
 *   the new main package bringing every code of its bundle (the monthly
 *   bundle when there is one: a change made in self-care is monthly);
 * - when it belongs to a `oneOf` bundle: the customer's other code of that
 *   bundle (one of them at a time).
 * Add-ons that need a base package the customer no longer has after the
 * change are dropped too. Refused: an article the catalogue does not know,
 * one marked `disabledowngrade` (spec 5: downgrade targets skip those), an
 * article that replaces nothing the customer holds (that is a purchase), and
 * any change that drops a product still under commitment (spec 5: main
 * bundles with a commitment end date restrict changes).
 */

export interface DowngradeBundle extends BundleRule {
  id: string;
  package: 'default' | 'oneOf';
  ismain: boolean;
  lto: boolean;
}

export interface DowngradeInput {
  target: string;
  /** The catalogue's product of the target article, undefined when unknown. */
  targetProduct: { disabledowngrade: boolean } | undefined;
  held: readonly HeldProduct[];
  bundles: readonly DowngradeBundle[];
  today: Day;
}

export type DowngradeResult =
  | { kind: 'codes'; codes: string[]; removed: string[] }
  | { kind: 'unknownTarget' }
  | { kind: 'disabled' }
  | { kind: 'nothingReplaced' }
  | { kind: 'commitment'; articleCode: string; until: Day };

const codesOf = (bundle: BundleRule) => bundle.relationship.map((entry) => entry.articlecode);
const unique = (codes: readonly string[]) => [...new Set(codes)];

/** The codes the target replaces and the codes it brings, or null when it belongs to no main or oneOf bundle. */
function replacement(target: string, bundles: readonly DowngradeBundle[], heldCodes: readonly string[]) {
  const mains = bundles.filter((bundle) => bundle.ismain && codesOf(bundle).includes(target));
  if (mains.length > 0) {
    const chosen = mains.find((bundle) => !bundle.lto) ?? mains[0]!;
    const mainCodes = new Set(bundles.filter((bundle) => bundle.ismain).flatMap(codesOf));
    return { replaced: heldCodes.filter((code) => mainCodes.has(code)), brought: unique(codesOf(chosen)) };
  }
  const oneOf = bundles.find((bundle) => bundle.package === 'oneOf' && codesOf(bundle).includes(target));
  if (oneOf) {
    const family = new Set(codesOf(oneOf));
    return { replaced: heldCodes.filter((code) => family.has(code)), brought: [target] };
  }
  return null;
}

export function downgradeCodes(input: DowngradeInput): DowngradeResult {
  const { target, targetProduct, bundles, today } = input;
  if (!targetProduct) return { kind: 'unknownTarget' };
  if (targetProduct.disabledowngrade) return { kind: 'disabled' };

  // Products planned off are on their way out: they are neither kept nor replaced.
  const active = input.held.filter((product) => product.status === 'ACTIVE');
  const activeCodes = unique(active.map((product) => product.articleCode));
  if (activeCodes.includes(target)) return { kind: 'codes', codes: [], removed: [] };

  const change = replacement(target, bundles, activeCodes);
  if (!change || change.replaced.length === 0) return { kind: 'nothingReplaced' };

  const replaced = active.filter((product) => change.replaced.includes(product.articleCode));
  // The new codes count as bases, so an add-on allowed next to the new package stays.
  const incoming: HeldProduct[] = change.brought.map((code) => ({
    id: `new:${code}`,
    contractId: '',
    articleCode: code,
    status: 'ACTIVE',
    endDate: null,
    commitmentEndDate: null,
  }));
  const dropped = dependentsOf(replaced, [...active, ...incoming], bundles).filter((product) => !product.id.startsWith('new:'));
  const leaving = [...replaced, ...dropped];

  const committed = leaving.find((product) => product.commitmentEndDate !== null && product.commitmentEndDate > today);
  if (committed) return { kind: 'commitment', articleCode: committed.articleCode, until: committed.commitmentEndDate! };

  const leavingIds = new Set(leaving.map((product) => product.id));
  const kept = active.filter((product) => !leavingIds.has(product.id)).map((product) => product.articleCode);
  return {
    kind: 'codes',
    codes: unique([...change.brought, ...kept]),
    removed: unique(leaving.map((product) => product.articleCode)).filter((code) => !change.brought.includes(code)),
  };
}
