import { antiChurnOffer } from '#domain/anti-churn.ts';
import { roundMoney } from '#domain/format.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Queryable } from '../db/index.ts';
import { heldProducts } from './held-products.ts';

/** antiChurnOffer: the offer that keeps a product the customer wants to cancel (rule in domain/anti-churn.ts). */

export interface AntiChurnOffer {
  offerCode: string;
  name: string;
  articleCode: string;
  articleName: string;
  ltoDuration: number;
  price: string;
  laterPrice: string | null;
  basePrice: string | null;
  currentFee: string;
  monthlySaving: string;
}

const money = (value: string) => roundMoney(value).toFixed(2);

export async function antiChurnOfferFor(
  db: Queryable,
  context: { catalogue: Catalogue; customerId: string },
  articleCode: string,
): Promise<AntiChurnOffer | null> {
  const { catalogue, customerId } = context;
  const held = (await heldProducts(db, customerId)).find((product) => product.articleCode === articleCode && product.status === 'ACTIVE');
  if (!held) return null;
  const choice = antiChurnOffer(held, catalogue.offers);
  if (!choice) return null;
  const { offer } = choice;
  return {
    offerCode: offer.code,
    name: offer.name,
    articleCode: offer.article.articlecode,
    articleName: offer.article.articlename,
    ltoDuration: offer.ltoduration ?? 0,
    price: money(offer.pricepromo),
    laterPrice: offer.pricepromo2 === null ? null : money(offer.pricepromo2),
    basePrice: offer.pricebaselto === null ? null : money(offer.pricebaselto),
    currentFee: money(held.fee),
    monthlySaving: choice.monthlySaving,
  };
}
