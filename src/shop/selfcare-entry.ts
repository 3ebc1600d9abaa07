/**
 * „Dodaj usługę” (issue 13): My services links to the configurator with
 * `?z=moje-uslugi`, so the shop knows the flow starts in self-care (spec 1
 * and 3 fromSelfcare) and backing out of the summary returns there (spec 2).
 */
export const SELFCARE_ENTRY_PARAM = 'z';
export const SELFCARE_ENTRY_VALUE = 'moje-uslugi';

/** The configurator's address as My services links to it. */
export function selfcareEntryHref(configuratorUrl: string): string {
  return `${configuratorUrl}?${SELFCARE_ENTRY_PARAM}=${SELFCARE_ENTRY_VALUE}`;
}

/** Whether the address says the visitor came from My services. */
export function isSelfcareEntry(url: URL): boolean {
  return url.searchParams.get(SELFCARE_ENTRY_PARAM) === SELFCARE_ENTRY_VALUE;
}

/** The address without the entry mark (for history.replaceState), so a reload does not count as a new entry. */
export function withoutSelfcareEntry(url: URL): string {
  const next = new URL(url);
  next.searchParams.delete(SELFCARE_ENTRY_PARAM);
  return `${next.pathname}${next.search}${next.hash}`;
}
