import type { Day } from './billing-period.ts';
import { fromGrosze, toGrosze } from './grosze.ts';
import { isPlannedOff, type Availability } from './my-services.ts';
import { serviceMessages } from './service-messages.ts';
import type { CurrentProduct } from './session.ts';

/**
 * Changes of package in self-care (spec 4 "Downgrade", spec 2 sidebars
 * "common manage service", "propose downgrade", "confirm downgrade",
 * "change oneOf plan", "unavailable by oneOf package"): which packages or
 * plans a held product may change to, why not, and what the change puts in
 * the cart. The customer API decides the codes kept (cart/getDowngradeCodes);
 * these rules choose what to offer and read its answer.
 */

/** A package or plan the customer may change to: the monthly offer selling it. */
export interface ChangeTarget {
  articleCode: string;
  offerCode: string;
  name: string;
  /** Monthly price, decimal text. */
  price: string;
}

/** What the rules read of the catalogue (built at build time). */
export interface ChangeCatalogue {
  /** Main packages sold monthly, cheapest first. */
  packages: readonly ChangeTarget[];
  /** The plans of each one-of family (bundle package "oneOf") sold monthly, by the family's article codes. */
  plans: ReadonlyArray<{ codes: readonly string[]; targets: readonly ChangeTarget[] }>;
  /** Article codes of main packages (products of bundles flagged ismain). */
  mainCodes: readonly string[];
  /** The main article of each offer (a product held under another article's offer came with that package). */
  offerMain: Readonly<Record<string, string>>;
  /** The catalogue marks the article `disabledowngrade`. */
  disabled: readonly string[];
}

export type ChangeKind = 'package' | 'plan';

/**
 * The change a product offers: of its one-of plan, or of its main package;
 * null for anything else. A plan first: a main bundle may list a one-of
 * product it includes (Prestiż brings Filmy i seriale Premium).
 */
export function changeKindOf(product: Pick<CurrentProduct, 'articleCode'>, catalogue: ChangeCatalogue): ChangeKind | null {
  if (catalogue.plans.some((family) => family.codes.includes(product.articleCode))) return 'plan';
  if (catalogue.mainCodes.includes(product.articleCode)) return 'package';
  return null;
}

/**
 * Whether „Zmień pakiet” / „Zmień plan” may start, or why not: a product
 * planned off is on its way out, a product under commitment must run its
 * term (spec 5), one marked disabledowngrade is changed only with help.
 */
export function changeAvailability(product: CurrentProduct, catalogue: ChangeCatalogue, nameOf: (code: string) => string, today: Day): Availability {
  if (isPlannedOff(product)) return { available: false, reason: serviceMessages.alreadyPlannedOff(product.endDate) };
  if (product.commitmentEndDate !== null && product.commitmentEndDate > today) {
    return { available: false, reason: serviceMessages.underCommitment(nameOf(product.articleCode), product.commitmentEndDate) };
  }
  if (catalogue.disabled.includes(product.articleCode)) return { available: false, reason: serviceMessages.downgradeDisabled };
  return { available: true };
}

export interface PackageChoices {
  /** Cheaper main packages: a downgrade, made here. */
  lower: ChangeTarget[];
  /** Dearer ones: bought in the shop. */
  higher: ChangeTarget[];
}

/** The main packages a held one may change to, by whether they cost less than it does now. */
export function packageChoices(
  product: Pick<CurrentProduct, 'articleCode' | 'fee'>,
  catalogue: ChangeCatalogue,
  held: readonly string[],
): PackageChoices {
  const fee = toGrosze(product.fee);
  const others = catalogue.packages.filter((target) => target.articleCode !== product.articleCode && !held.includes(target.articleCode));
  return {
    lower: others.filter((target) => toGrosze(target.price) < fee),
    higher: others.filter((target) => toGrosze(target.price) >= fee),
  };
}

/** The other plans of a held product's one-of family that the customer does not hold. */
export function planChoices(product: Pick<CurrentProduct, 'articleCode'>, catalogue: ChangeCatalogue, held: readonly string[]): ChangeTarget[] {
  const family = catalogue.plans.find((candidate) => candidate.codes.includes(product.articleCode));
  return family ? family.targets.filter((target) => !held.includes(target.articleCode)) : [];
}

/**
 * The main article of the package a one-of product came with, when it is held
 * under another article's offer (Filmy i seriale Premium inside Prestiż): its
 * plan changes only with that package (the unavailable-by-oneOf-package sidebar).
 */
export function includedIn(product: Pick<CurrentProduct, 'articleCode' | 'offerCode'>, catalogue: ChangeCatalogue): string | null {
  const main = catalogue.offerMain[product.offerCode];
  return main !== undefined && main !== product.articleCode ? main : null;
}

/**
 * Spec 4 "Downgrade": several codes kept, not all of them main packages (an
 * add-on stays or goes with the change), ask in the confirm-downgrade
 * sidebar; otherwise straight to the downgrade summary. No codes: the chosen
 * article is already held, nothing to do.
 */
export function downgradeStep(codes: readonly string[], catalogue: Pick<ChangeCatalogue, 'mainCodes'>): 'none' | 'confirm' | 'summary' {
  if (codes.length === 0) return 'none';
  return codes.length > 1 && !codes.every((code) => catalogue.mainCodes.includes(code)) ? 'confirm' : 'summary';
}

export interface ChangeItem {
  offerCode: string;
  articleCode?: string;
  operationType?: 'D';
}

/**
 * The cart/update ADD items of a change: each product given up (D, under the
 * offer it is held on), then the new package's offer. Given up first, so the
 * new offer may bring an article again (the standard plan inside premium).
 */
export function changeItems(
  held: readonly Pick<CurrentProduct, 'articleCode' | 'offerCode' | 'status'>[],
  removed: readonly string[],
  target: Pick<ChangeTarget, 'offerCode'>,
): ChangeItem[] {
  const givenUp = held
    .filter((product) => product.status === 'ACTIVE' && removed.includes(product.articleCode))
    .map((product): ChangeItem => ({ offerCode: product.offerCode, articleCode: product.articleCode, operationType: 'D' }));
  return [...givenUp, { offerCode: target.offerCode }];
}

/** The monthly fee after the change less the fee now (decimal text, negative when it falls): the products given up out, the new package in. */
export function monthlyDifference(given: readonly Pick<CurrentProduct, 'fee'>[], bought: readonly { price: string | number | null }[]): string {
  const sum = (values: ReadonlyArray<string | number | null>) => values.reduce<number>((total, value) => total + toGrosze(value), 0);
  const difference = sum(bought.map((line) => line.price)) - sum(given.map((product) => product.fee));
  return difference < 0 ? `-${fromGrosze(-difference)}` : fromGrosze(difference);
}
