import { getOffers, getProducts, getSite } from '#content/queries.ts';
import { SUMMARY_STAGE } from '#domain/cart-stages.ts';
import { stageUrl } from '#domain/summary-back.ts';
import { prolongationCatalogue, type ProlongationCatalogue } from './catalogue.ts';

/** Build time: article names, the long-term offers' prices, and where the prolongation is confirmed and paid. */
export default async function ltoProlongationData(): Promise<{ catalogue: ProlongationCatalogue; summaryUrl: string }> {
  const [products, offers, site] = await Promise.all([getProducts(), getOffers(), getSite()]);
  const summaryUrl = stageUrl(site.saleStages, SUMMARY_STAGE);
  if (!summaryUrl) throw new Error('Blok „Przedłużenie umowy”: w treściach nie ma etapu sprzedaży SUMMARY (strony podsumowania zamówienia).');
  return { catalogue: prolongationCatalogue({ products, offers }), summaryUrl };
}
