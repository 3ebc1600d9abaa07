/**
 * Spec 4 "Main code selection": among the configured bundles flagged main –
 * the long-term variants when the LTO flag is set, the monthly ones
 * otherwise – those whose relationship codes overlap the chosen codes are
 * candidates. One candidate is taken as it is; several are ranked by how
 * many chosen codes they share, then (tie-break) by how few codes they hold
 * besides (the tighter fit), then by catalogue order.
 */

import type { Bundle } from '#content-schema/index.ts';

export type MainBundleCandidate = Pick<Bundle, 'ismain' | 'lto' | 'monthly' | 'relationship'>;

export function selectMainBundle<B extends MainBundleCandidate>(bundles: readonly B[], chosenCodes: readonly string[], lto: boolean): B | undefined {
  const chosen = new Set(chosenCodes);
  const ranked = bundles
    .map((bundle, order) => ({
      bundle,
      order,
      size: bundle.relationship.length,
      overlap: bundle.relationship.filter((entry) => chosen.has(entry.articlecode)).length,
    }))
    .filter(({ bundle, overlap }) => bundle.ismain && (lto ? bundle.lto : bundle.monthly) && overlap > 0);
  if (ranked.length <= 1) return ranked[0]?.bundle;
  ranked.sort((a, b) => b.overlap - a.overlap || a.size - a.overlap - (b.size - b.overlap) || a.order - b.order);
  return ranked[0]?.bundle;
}
