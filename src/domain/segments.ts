import type { ContractGroup, PrepaidCategory } from './session.ts';

/**
 * A customer's segments (spec 3 "Segment", 5 "FTTH range flag", 6 roles):
 * derived from their contracts, prepaid category, long-term offers and
 * whether their main address is in the fibre (FTTH) range.
 */

/** The main address is in the fibre range (spec 5 FTTH range flag). */
export const FTTH_SEGMENT = 'FTTH_OK';

/** Section 5: the FTTH range flag is set only if the segments contain FTTH_OK. */
export function hasFtthRange(segments: ReadonlyArray<{ segmentCode: string }> | null | undefined): boolean {
  return (segments ?? []).some((segment) => segment.segmentCode === FTTH_SEGMENT);
}

/** Only prospect (K) contracts, or none: treated like a non-customer (spec 6). */
export const PROSPECT_SEGMENT = 'PROSPECT';
/** At least one current contract of groups C, M, P, T, V, J. */
export const CUSTOMER_SEGMENT = 'EXISTING_CUSTOMER';
/** A current long-term-offer commitment. */
export const LTO_SEGMENT = 'LTO';
export const prepaidSegment = (category: PrepaidCategory) => `PREPAID_${category}` as const;

export interface SegmentContract {
  cgroupe: ContractGroup;
  /** End of the subscription ('YYYY-MM-DD'), null while open-ended. */
  finabo: string | null;
  /** End of the long-term offer ('YYYY-MM-DD'), null for other contracts. */
  ltoEndDate: string | null;
}

export interface SegmentFacts {
  contracts: readonly SegmentContract[];
  /** The customer's own category; a prepaid customer without one is a new sale (spec 3 default). */
  prepaidCategory: PrepaidCategory | null;
  ftthCovered: boolean;
  /** Today, 'YYYY-MM-DD'. */
  today: string;
}

/** The segment codes that apply, in a stable order. */
export function customerSegments(facts: SegmentFacts): string[] {
  // ISO dates compare as text; a contract ending today still counts today.
  const current = facts.contracts.filter((contract) => contract.finabo === null || contract.finabo >= facts.today);
  const segments: string[] = [];
  if (facts.ftthCovered) segments.push(FTTH_SEGMENT);
  segments.push(current.every((contract) => contract.cgroupe === 'K') ? PROSPECT_SEGMENT : CUSTOMER_SEGMENT);
  if (current.some((contract) => contract.cgroupe === 'P')) segments.push(prepaidSegment(facts.prepaidCategory ?? 'NEWSALES'));
  if (current.some((contract) => contract.ltoEndDate !== null && contract.ltoEndDate >= facts.today)) segments.push(LTO_SEGMENT);
  return segments;
}

const STREET_PREFIX = /^(?:(?:ul|al|pl|os)(?:\.\s*|\s+)|(?:ulica|aleja|aleje|plac|osiedle)\s+)/;

/**
 * How a street is compared with the coverage list: Unicode-normalised, lower
 * case, single spaces, without a leading "ul.", "al.", "pl.", "os." (or their
 * full words), so "ul.  Słoneczna" and "SŁONECZNA" are the same street.
 */
export function streetKey(street: string): string {
  const text = street.normalize('NFC').toLocaleLowerCase('pl-PL').replace(/\s+/g, ' ').trim();
  return text.replace(STREET_PREFIX, '').trim();
}
