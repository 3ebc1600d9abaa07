import { getOffers } from '#content/queries.ts';
import { allowedByOffer, type PaymentMeanId } from '#domain/payment-methods.ts';

export interface HeldOffer {
  title: string;
  paymentMeans: PaymentMeanId[];
}

/** Build time: each offer's title and the payment means it allows (spec 5), for the services a customer holds. */
export default async function myPaymentsData(): Promise<{ offers: Record<string, HeldOffer> }> {
  const offers = await getOffers();
  return {
    offers: Object.fromEntries(
      offers.map((offer) => [offer.code, { title: offer.article.packagetitle || offer.name, paymentMeans: allowedByOffer(offer.availiablemop) }]),
    ),
  };
}
