import { getBundles, getOffers, getProducts } from '../../src/content/queries.ts';
import { servicesCatalogue, type ServicesCatalogue } from './catalogue.ts';

/** Build time: article names, the switch-off rules' bundles and the long-term offers. */
export default async function myServicesData(): Promise<{ catalogue: ServicesCatalogue }> {
  const [products, bundles, offers] = await Promise.all([getProducts(), getBundles(), getOffers()]);
  return { catalogue: servicesCatalogue({ products, bundles, offers }) };
}
