import { getBundles, getOffers, getProducts, getSite } from '#content/queries.ts';
import { SUMMARY_STAGE } from '#domain/cart-stages.ts';
import { stageUrl } from '#domain/summary-back.ts';
import { servicesCatalogue, type ServicesCatalogue } from './catalogue.ts';

/** Build time: article names, the switch-off rules' bundles and the long-term offers, and where an accepted offer is paid. */
export default async function myServicesData(): Promise<{ catalogue: ServicesCatalogue; summaryUrl: string }> {
  const [products, bundles, offers, site] = await Promise.all([getProducts(), getBundles(), getOffers(), getSite()]);
  const summaryUrl = stageUrl(site.saleStages, SUMMARY_STAGE);
  if (!summaryUrl) throw new Error('Blok „Moje usługi”: w treściach nie ma etapu sprzedaży SUMMARY (strony podsumowania zamówienia).');
  return { catalogue: servicesCatalogue({ products, bundles, offers }), summaryUrl };
}
