import { weekdays, type Salon } from '#content-schema/salons.ts';
import { phoneHref } from '#domain/phone-link.ts';
import { jsonLdText } from '#security/json-ld.ts';
import { shopFinderTexts } from './texts.ts';

/** The id (and page anchor) of a salon's entry on the shop finder page. */
export const salonAnchor = (salon: Pick<Salon, 'id'>) => `salon-${salon.id}`;

const schemaDay = (day: string) => `https://schema.org/${day[0]!.toUpperCase()}${day.slice(1)}`;

/**
 * Every salon as a schema.org LocalBusiness (address, position, phone, hours
 * by weekday, closed days, accessibility), as the text of a JSON-LD script:
 * search engines and maps read the salons from the page.
 */
export function salonsJsonLd(salons: readonly Salon[], options: { pageUrl: URL; brand: string }): string {
  const page = new URL(options.pageUrl.pathname, options.pageUrl);
  return jsonLdText({
    '@context': 'https://schema.org',
    '@graph': salons.map((salon) => {
      const url = `${page.href}#${salonAnchor(salon)}`;
      return {
        '@type': 'LocalBusiness',
        '@id': url,
        url,
        name: salon.name,
        brand: { '@type': 'Brand', name: options.brand },
        telephone: phoneHref(salon.phone).slice('tel:'.length),
        address: {
          '@type': 'PostalAddress',
          streetAddress: `${salon.address.street} ${salon.address.number}`,
          postalCode: salon.address.postalCode,
          addressLocality: salon.address.city,
          addressCountry: 'PL',
        },
        geo: { '@type': 'GeoCoordinates', latitude: salon.coordinates.lat, longitude: salon.coordinates.lon },
        openingHoursSpecification: weekdays.flatMap((day) => {
          const hours = salon.openingHours[day];
          return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: schemaDay(day), opens: hours.opens, closes: hours.closes }] : [];
        }),
        // schema.org's way of saying closed all day: opening and closing at midnight, on that day only.
        specialOpeningHoursSpecification: salon.closedDays.map((day) => ({
          '@type': 'OpeningHoursSpecification',
          validFrom: day,
          validThrough: day,
          opens: '00:00',
          closes: '00:00',
        })),
        amenityFeature: salon.accessibility.map((feature) => ({
          '@type': 'LocationFeatureSpecification',
          name: shopFinderTexts.accessibilityItem[feature],
          value: true,
        })),
      };
    }),
  });
}
