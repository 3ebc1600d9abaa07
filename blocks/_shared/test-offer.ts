import { offerSchema, type Offer } from '#content-schema/commerce.ts';

/** A catalogue offer for the offer blocks' tests: the schema's defaults plus what the test names. */
export function testOffer(o: Partial<Offer> & Pick<Offer, 'code' | 'pricepromo'> & { title: string }): Offer {
  const { title, ...fields } = o;
  const name = fields.name ?? fields.code;
  return offerSchema.parse({ name, ...fields, article: { articlecode: `ART_${fields.code}`, articlename: name, packagetitle: title } });
}
