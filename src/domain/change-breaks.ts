/**
 * Breaks in self-care changes (spec 2 "black-week wait" sidebar): during a
 * configured event (Black Week), changes of services wait. A change asked for
 * inside a break is not made; the customer is told when it can be. Windows run
 * from start to end, both included, as instants (editors give them with their
 * offset, Polish time).
 */

export interface ChangeBreak {
  /** What the break is called on the page, e.g. "Black Week". */
  name: string;
  /** ISO instants. */
  startDate: string;
  endDate: string;
}

/** The break `now` lies in, or null; a window whose dates do not parse is ignored. */
export function activeBreak(breaks: readonly ChangeBreak[], now: Date | number): ChangeBreak | null {
  const at = new Date(now).getTime();
  return (
    breaks.find((entry) => {
      const start = Date.parse(entry.startDate);
      const end = Date.parse(entry.endDate);
      return !Number.isNaN(start) && !Number.isNaN(end) && at >= start && at <= end;
    }) ?? null
  );
}
