/**
 * A/B tests (spec 9): uibOnetPremium and uibOttOfferSlidesOrder, each with
 * groups A and B. Pages are static HTML served to everyone alike, so the
 * visitor's group is drawn in the browser, once, and kept in localStorage:
 * a returning visitor stays in the group they saw first.
 *
 * The drawing runs as a tiny inline script placed before the experiment's
 * markup. It marks the root element with the group (data-ab-<test, lower
 * case>="B"), so the stylesheet shows the right variant from the first paint:
 * no variant ever flashes or moves the layout (Lighthouse CLS). The script's
 * text is built here from the constants below, and astro.config.mjs allows
 * exactly that text through the CSP by its hash.
 */
import { ANALYTICS_APP_NAME, type DataLayerEvent } from '#analytics/visit.ts';

export const AB_TESTS = ['uibOnetPremium', 'uibOttOfferSlidesOrder'] as const;
export type AbTestName = (typeof AB_TESTS)[number];

/** The first group is the control: what visitors see until (or unless) the script runs. */
export const AB_GROUPS = ['A', 'B'] as const;
export type AbGroup = (typeof AB_GROUPS)[number];
export const CONTROL_GROUP: AbGroup = AB_GROUPS[0];

/** localStorage: the visitor's group in each test, as a JSON object. */
export const AB_GROUPS_KEY = 'portal:ab-groups';

export const isAbTestName = (value: unknown): value is AbTestName => AB_TESTS.includes(value as AbTestName);
export const isAbGroup = (value: unknown): value is AbGroup => AB_GROUPS.includes(value as AbGroup);

/** The root element's attribute holding the visitor's group in a test (HTML attribute names are lower case). */
export const abGroupAttribute = (test: AbTestName): string => `data-ab-${test.toLowerCase()}`;

/** The visitor's group as the inline script marked it; the control group when it did not run. */
export function abGroupOf(root: Element, test: AbTestName): AbGroup {
  const group = root.getAttribute(abGroupAttribute(test));
  return isAbGroup(group) ? group : CONTROL_GROUP;
}

/**
 * The inline script. Plain ES5 text, since it runs before any bundle and is
 * hashed for the CSP as written: keep stored groups that are still valid,
 * draw the missing ones uniformly, mark the root element, remember. Blocked
 * or corrupt storage only means the group is drawn again on the next page.
 */
export const AB_ASSIGN_SCRIPT =
  '(function(tests,groups,key){' +
  'var root=document.documentElement,stored=null;' +
  'try{stored=JSON.parse(localStorage.getItem(key)||"{}")}catch(e){}' +
  'if(!stored||typeof stored!=="object"||Array.isArray(stored))stored={};' +
  'for(var i=0;i<tests.length;i++){' +
  'var test=tests[i],group=stored[test];' +
  'if(groups.indexOf(group)<0){group=groups[Math.floor(Math.random()*groups.length)];stored[test]=group}' +
  'root.setAttribute("data-ab-"+test.toLowerCase(),group)}' +
  'try{localStorage.setItem(key,JSON.stringify(stored))}catch(e){}' +
  `})(${JSON.stringify(AB_TESTS)},${JSON.stringify(AB_GROUPS)},${JSON.stringify(AB_GROUPS_KEY)})`;

/**
 * The order group B sees: the editor's alternative order, which must list
 * exactly the slides of the control order. Returns a Polish problem
 * description when it does not, for the content validation.
 */
export function alternativeOrderProblem(control: readonly string[], alternative: readonly string[]): string | null {
  const missing = control.filter((code) => !alternative.includes(code));
  const extra = alternative.filter((code) => !control.includes(code));
  if (missing.length === 0 && extra.length === 0 && alternative.length === control.length) return null;
  const parts = [
    missing.length ? `brakuje: ${missing.join(', ')}` : '',
    extra.length ? `spoza slajdów: ${extra.join(', ')}` : '',
    alternative.length !== control.length && !missing.length && !extra.length ? 'kody się powtarzają' : '',
  ].filter(Boolean);
  return `Kolejność dla grupy B musi zawierać dokładnie te same oferty co slajdy (${parts.join('; ')})`;
}

export type AbTestData = { group: AbGroup; order?: readonly string[]; slideData?: unknown };

/** Spec 9: the visitor's group in a test (uibOttOfferSlidesOrder also carries the slide order and data). */
export function abTestEvent(test: AbTestName, data: AbTestData): DataLayerEvent {
  return {
    event: test,
    app_name: ANALYTICS_APP_NAME,
    group: data.group,
    ...(data.order !== undefined ? { order: [...data.order] } : {}),
    ...(data.slideData !== undefined ? { slideData: data.slideData } : {}),
  };
}
