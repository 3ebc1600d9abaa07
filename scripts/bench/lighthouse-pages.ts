import type { Visitor } from './page-slots.ts';

/** A page kind Lighthouse scores, and who looks at it (the summary holds an offer; self-care needs a customer). */
export interface LighthousePage {
  label: string;
  path: string;
  visitor: Visitor;
  /**
   * Why search engines are kept away on purpose (public/robots.txt, the page's noindex): Lighthouse's SEO category then
   * leaves out its is-crawlable audit, which would only count that decision against it.
   */
  uncrawlable?: string;
}

/** One page of every kind a visitor meets (issue 29): the shop, reading, finding, the prepaid and voucher pages, self-care. */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { label: 'home', path: '/', visitor: 'anonymous' },
  { label: 'offer landing', path: '/landing', visitor: 'anonymous' },
  { label: 'shop', path: '/oferta-online', visitor: 'anonymous' },
  { label: 'configuration stage', path: '/oferta-online/konfiguracja', visitor: 'anonymous' },
  {
    label: 'summary with an offer',
    path: '/oferta-online/podsumowanie',
    visitor: 'customer-with-cart',
    uncrawlable: 'robots.txt keeps crawlers out of the checkout',
  },
  { label: 'help article', path: '/pomoc/dekodery/brak-sygnalu', visitor: 'anonymous' },
  {
    label: 'search results',
    path: '/wyniki-wyszukiwania?q=dekoder',
    visitor: 'anonymous',
    uncrawlable: 'the results page is marked noindex (search results are not content)',
  },
  { label: 'shop finder', path: '/salony', visitor: 'anonymous' },
  { label: 'prepaid top-up', path: '/status-karty', visitor: 'anonymous' },
  { label: 'voucher', path: '/aktywuj-voucher', visitor: 'anonymous' },
  { label: 'my account', path: '/oferta-online/moje-konto', visitor: 'customer', uncrawlable: 'robots.txt keeps crawlers out of self-care' },
  { label: 'my services', path: '/oferta-online/moje-uslugi', visitor: 'customer', uncrawlable: 'robots.txt keeps crawlers out of self-care' },
];

/** The score every category must reach on every page kind. */
export const LIGHTHOUSE_MIN_SCORE = 95;
