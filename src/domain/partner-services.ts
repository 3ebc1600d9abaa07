/**
 * Partner services a customer holds through their products (spec 9):
 * - the streaming service (article codes with the prefix FN0): one such
 *   product means the standard plan, more than one the premium plan;
 * - the film partner, whose catalogue is the "Filmy i seriale Premium"
 *   package (FC91; the session's isHboInProducts).
 * A product counts while the customer holds it, planned off or not.
 */

export const STREAMING_PREFIX = 'FN0';
export const FILM_PARTNER_CODES: readonly string[] = ['FC91'];
/** The film partner's page where a customer activates access with their identifier (a fictional domain, as the brand is). */
export const FILM_PARTNER_ACTIVATION_URL = 'https://aktywacja.filmy-premium.example/horyzont';

export type Partner = 'streaming' | 'film';

/** The partner service a product gives access to, if any. */
export function partnerOf(articleCode: string): Partner | null {
  if (articleCode.startsWith(STREAMING_PREFIX)) return 'streaming';
  return FILM_PARTNER_CODES.includes(articleCode) ? 'film' : null;
}

/** The film partner's activation page for this customer identifier. */
export function filmPartnerActivationUrl(identifier: string): string {
  const url = new URL(FILM_PARTNER_ACTIVATION_URL);
  url.searchParams.set('identyfikator', identifier);
  return url.toString();
}

export type StreamingPlan = 'standard' | 'premium';

interface Held {
  articleCode: string;
  status: string;
}

const held = (products: readonly Held[]) =>
  new Set(products.filter((product) => product.status === 'ACTIVE' || product.status === 'PLANNED_OFF').map((product) => product.articleCode));

/** The streaming plan the customer's products give, or null without one. */
export function streamingPlan(products: readonly Held[]): StreamingPlan | null {
  const count = [...held(products)].filter((code) => code.startsWith(STREAMING_PREFIX)).length;
  if (count === 0) return null;
  return count === 1 ? 'standard' : 'premium';
}

export function hasFilmPartner(products: readonly Held[]): boolean {
  const codes = held(products);
  return FILM_PARTNER_CODES.some((code) => codes.has(code));
}
